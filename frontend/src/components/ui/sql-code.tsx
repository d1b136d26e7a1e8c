import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const KEYWORDS = new Set(
  `select from where group by having order limit offset fetch first rows only distinct on as and or not in exists between like ilike similar
  is null true false any all some join inner left right full outer cross lateral natural using union intersect except with recursive values
  case when then else end cast asc desc nulls last over partition window range preceding following current row unbounded filter within
  interval date timestamp time extract integer int bigint numeric decimal text varchar boolean real double precision create table insert into
  primary key references update delete set returning`.split(/\s+/),
);

// Comments, strings, quoted identifiers, numbers, words, anything else: one token each.
const TOKEN = /(--[^\n]*|\/\*[\s\S]*?\*\/)|('(?:[^']|'')*'?)|("(?:[^"]|"")*"?)|(\b\d+(?:\.\d+)?\b)|([A-Za-z_][A-Za-z0-9_$]*)|([\s\S])/g;

/** SQL split into highlighted spans (React elements only, never HTML strings). */
export function highlightSql(sql: string): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  for (const m of sql.matchAll(TOKEN)) {
    const [text, comment, str, ident, num, word] = m;
    const kind = comment ? 'comment' : str ? 'string' : ident ? null : num ? 'number' : word && KEYWORDS.has(word.toLowerCase()) ? 'keyword' : word && sql[m.index! + word.length] === '(' ? 'function' : null;
    if (!kind) {
      plain += text;
      continue;
    }
    flush();
    out.push(<span key={out.length} className={`sql-${kind}`}>{text}</span>);
  }
  flush();
  return out;
}

/** A read-only SQL block with syntax colours. */
export function SqlCode({ sql, className, testId }: { sql: string; className?: string; testId?: string }) {
  return (
    <pre className={cn('code-block sql-code', className)} data-testid={testId}>
      <code>{highlightSql(sql)}</code>
    </pre>
  );
}
