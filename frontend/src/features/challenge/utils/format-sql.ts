/** PostgreSQL formatting by sql-formatter, loaded on the first click only (it stays out of the page's first load). */
export async function formatSql(sql: string): Promise<string> {
  const { format } = await import('sql-formatter');
  return format(sql, { language: 'postgresql', tabWidth: 2, keywordCase: 'upper' });
}
