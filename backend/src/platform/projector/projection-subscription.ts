/** The catch-up subscription that feeds one projection. */
export const subscriptionName = (projection: string) => `projection:${projection}`;
