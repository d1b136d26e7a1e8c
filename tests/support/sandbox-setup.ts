import { resolveSandbox } from '../../backend/src/grading/sandbox/sandbox-resolver';

/**
 * Starts and provisions the test sandbox cluster (`<dataDir>/sandbox`, port 54331 unless
 * TEST_EMBEDDED_SANDBOX_PORT says otherwise; SANDBOX_DATABASE_URL uses a server run elsewhere).
 * The returned URL is the superuser's: tests derive the runner and watchdog URLs from it with
 * `sandboxUrls()`, exactly as the product does.
 */
export async function setupSandbox(dataDir: string): Promise<{ url?: string; stop(): Promise<void> }> {
  const sandbox = await resolveSandbox({
    sandboxUrl: process.env.SANDBOX_DATABASE_URL,
    dataDir,
    embeddedPort: Number(process.env.TEST_EMBEDDED_SANDBOX_PORT ?? 54331),
    log: (l) => console.log(`[tests] ${l}`),
  });
  return { url: sandbox.superuserUrl, stop: sandbox.stop };
}
