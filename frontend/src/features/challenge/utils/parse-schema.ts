// The parser moved to src/lib so the admin challenge detail can show the same tables.
export * from '@/lib/parse-schema';
