export default async function globalTeardown(): Promise<void> {
  const stops = ((globalThis as Record<string, unknown>).__infraStops ?? []) as Array<() => Promise<void>>;
  for (const stop of stops) await stop().catch(() => {});
  if (process.env.DEBUG_HANDLES) {
    setTimeout(() => {
      const handles = (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles();
      console.log('ACTIVE HANDLES', handles.map((h) => h.constructor.name + ' ' + JSON.stringify((h as { _peername?: unknown; spawnfile?: unknown; pid?: unknown })._peername ?? (h as { spawnfile?: unknown }).spawnfile ?? '')));
    }, 3000).unref();
  }
}
