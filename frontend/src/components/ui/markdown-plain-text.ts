import { parseBlocks } from './light-markdown';

/** A light-Markdown text as one plain line (for truncated previews): no `**`, backticks or list markers. */
export function markdownPlainText(text: string): string {
  return parseBlocks(text)
    .flatMap((block) => (block.kind === 'p' ? block.lines : block.items))
    .map((line) => line.replace(/\*\*([^*\n]+)\*\*/g, '$1').replace(/`([^`\n]+)`/g, '$1'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
