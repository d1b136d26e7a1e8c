import { LightMarkdown } from '@/components/ui/light-markdown';
import { SqlCode } from '@/components/ui/sql-code';

type Part = { kind: 'code'; text: string; sql: boolean } | { kind: 'heading'; level: 3 | 4; text: string } | { kind: 'text'; text: string };

/** Splits an explanation into fenced code blocks, `#` headings and the light Markdown between them. */
export function explanationParts(markdown: string): Part[] {
  const parts: Part[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.join('').trim()) parts.push({ kind: 'text', text: text.join('\n') });
    text = [];
  };
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      flush();
      const lang = line.trim().slice(3).trim().toLowerCase();
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]!); i++) code.push(lines[i]!);
      parts.push({ kind: 'code', text: code.join('\n'), sql: lang === '' || lang === 'sql' || lang === 'pgsql' || lang === 'postgresql' });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      parts.push({ kind: 'heading', level: heading[1]!.length <= 2 ? 3 : 4, text: heading[2]!.trim() });
      continue;
    }
    text.push(line);
  }
  flush();
  return parts;
}

/** Renders an explanation (React elements only, never HTML strings): headings, SQL-coloured code blocks, light Markdown. */
export function ExplanationMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="explanation-body">
      {explanationParts(markdown).map((part, i) => {
        if (part.kind === 'code') return part.sql ? <SqlCode key={i} sql={part.text} /> : <pre key={i}><code>{part.text}</code></pre>;
        if (part.kind === 'heading') return part.level === 3 ? <h3 key={i}>{part.text}</h3> : <h4 key={i}>{part.text}</h4>;
        return <LightMarkdown key={i} text={part.text} />;
      })}
    </div>
  );
}
