/** Product analytics hook. The third-party service is not wired up yet; events go to the console in dev. */
export function track(event: string, properties: Record<string, unknown> = {}) {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') console.debug('[analytics]', event, properties);
}
