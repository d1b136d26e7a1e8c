/**
 * Marks a job failure that is an outage, not an answer (the sandbox could not run it): after its retries,
 * the waiting request answers 503 with the rest of the reason instead of a 500.
 */
export const SANDBOX_UNAVAILABLE_MARK = '[sandbox unavailable] ';
