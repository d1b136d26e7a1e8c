/**
 * The path of the first string (key or value) holding a NUL character (U+0000) in a parsed JSON body,
 * or undefined. PostgreSQL stores no NUL in text, so such input is refused at the door with a 400,
 * before any handler (and any password hash) runs.
 */
export function nulBytePath(value: unknown, path = 'body'): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulBytePath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path} (a key)`;
      const found = nulBytePath(v, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}
