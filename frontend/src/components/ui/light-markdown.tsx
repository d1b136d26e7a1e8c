import { Fragment, type ReactNode } from 'react';

/**
 * The light Markdown used by challenge descriptions, rendered to React elements (never to HTML
 * strings, so catalogue text cannot inject markup): paragraphs split by blank lines, single line
 * breaks kept, "- " / "* " bullet and "1. " numbered lines as lists, `inline code` and **bold**.
 */
type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    // The first line of a blank-line separated chunk always opens a new block.
    let fresh = true;
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      const item = BULLET.exec(line) ?? NUMBERED.exec(line);
      const kind = item ? (BULLET.test(line) ? 'ul' : 'ol') : 'p';
      const last = fresh ? undefined : blocks[blocks.length - 1];
      fresh = false;
      if (item && kind !== 'p') {
        if (last?.kind === kind) last.items.push(item[1]);
        else blocks.push({ kind, items: [item[1]] });
      } else if (last?.kind === 'p') {
        last.lines.push(line.trim());
      } else {
        blocks.push({ kind: 'p', lines: [line.trim()] });
      }
    }
  }
  return blocks;
}

/** `code` first (its content stays literal), then **bold** in the text between. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  text.split(/(`[^`\n]+`)/).forEach((part, i) => {
    if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) {
      out.push(<code key={`c${i}`}>{part.slice(1, -1)}</code>);
      return;
    }
    part.split(/(\*\*[^*\n]+\*\*)/).forEach((piece, j) => {
      if (!piece) return;
      if (piece.length > 4 && piece.startsWith('**') && piece.endsWith('**')) out.push(<strong key={`b${i}-${j}`}>{piece.slice(2, -2)}</strong>);
      else out.push(<Fragment key={`t${i}-${j}`}>{piece}</Fragment>);
    });
  });
  return out;
}

export function LightMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parseBlocks(text).map((block, i) => {
        if (block.kind === 'p') {
          return (
            <p key={i}>
              {block.lines.map((line, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  {renderInline(line)}
                </Fragment>
              ))}
            </p>
          );
        }
        const List = block.kind;
        return <List key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}</List>;
      })}
    </div>
  );
}
