export const USER_QUERY_KEY = ['user'] as const;
