const known = new Map<string, boolean>();

/**
 * Whether `zone` is an IANA time zone this runtime knows. Intl builds a formatter to tell, which is
 * slow on a hot path (every learner command checks the learner's zone); a process meets a few hundred
 * zones at most, so answers are remembered (bounded).
 */
export function isKnownTimeZone(zone: string): boolean {
  let valid = known.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (known.size < 1000) known.set(zone, valid);
  }
  return valid;
}
