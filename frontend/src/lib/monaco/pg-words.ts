/** PostgreSQL keywords and functions a learner's read query uses, offered by the editor's completion. */
export const PG_KEYWORDS = [
  'SELECT', 'FROM', 'WHERE', 'GROUP BY', 'HAVING', 'ORDER BY', 'LIMIT', 'OFFSET', 'FETCH FIRST', 'ROWS ONLY',
  'DISTINCT', 'DISTINCT ON', 'AS', 'AND', 'OR', 'NOT', 'IN', 'EXISTS', 'BETWEEN', 'LIKE', 'ILIKE', 'SIMILAR TO',
  'IS NULL', 'IS NOT NULL', 'IS DISTINCT FROM', 'IS NOT DISTINCT FROM', 'ANY', 'ALL', 'SOME',
  'JOIN', 'INNER JOIN', 'LEFT JOIN', 'RIGHT JOIN', 'FULL OUTER JOIN', 'CROSS JOIN', 'LATERAL', 'NATURAL JOIN', 'ON', 'USING',
  'UNION', 'UNION ALL', 'INTERSECT', 'EXCEPT', 'WITH', 'WITH RECURSIVE', 'VALUES', 'TABLE',
  'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'CAST', 'NULL', 'TRUE', 'FALSE', 'ASC', 'DESC', 'NULLS FIRST', 'NULLS LAST',
  'OVER', 'PARTITION BY', 'WINDOW', 'ROWS BETWEEN', 'RANGE BETWEEN', 'UNBOUNDED PRECEDING', 'CURRENT ROW', 'UNBOUNDED FOLLOWING',
  'FILTER', 'WITHIN GROUP', 'INTERVAL', 'DATE', 'TIMESTAMP', 'EXTRACT', 'INTEGER', 'BIGINT', 'NUMERIC', 'TEXT', 'BOOLEAN',
];

export const PG_FUNCTIONS = [
  'count', 'sum', 'avg', 'min', 'max', 'string_agg', 'array_agg', 'bool_and', 'bool_or', 'stddev', 'variance',
  'percentile_cont', 'percentile_disc', 'mode',
  'row_number', 'rank', 'dense_rank', 'percent_rank', 'cume_dist', 'ntile', 'lag', 'lead', 'first_value', 'last_value', 'nth_value',
  'coalesce', 'nullif', 'greatest', 'least',
  'round', 'trunc', 'ceil', 'floor', 'abs', 'mod', 'power', 'sqrt', 'random',
  'length', 'lower', 'upper', 'initcap', 'trim', 'ltrim', 'rtrim', 'substring', 'substr', 'position', 'replace', 'concat', 'concat_ws',
  'left', 'right', 'lpad', 'rpad', 'split_part', 'regexp_replace', 'regexp_match', 'strpos', 'reverse', 'format', 'to_char', 'to_number',
  'now', 'current_date', 'current_timestamp', 'date_trunc', 'date_part', 'age', 'make_date', 'make_interval', 'to_date', 'to_timestamp',
  'generate_series', 'unnest', 'array_length', 'cardinality', 'jsonb_build_object', 'json_agg', 'jsonb_agg',
];
