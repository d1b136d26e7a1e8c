/** Every API route's prefix (the static client and the probes are served outside it). */
export const API_PREFIX = 'api/v1';
