/**
 * What the probes and gauges read of a worker's sandbox. The grading wing provides it (its executor) in the
 * worker role; an API alone has none, and platform never imports the wing.
 */
export abstract class SandboxProbe {
  /** How many sandbox servers this process runs learner SQL on, and how many answer now. */
  abstract ping(): Promise<{ servers: number; up: number }>;
  /** The runner pools' connections summed over the servers, and the servers marked down. */
  abstract poolStats(): { total: number; idle: number; waiting: number; servers: number; down: number };
}
