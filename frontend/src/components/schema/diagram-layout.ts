import type { TableInfo } from '@/lib/parse-schema';

export type DiagramBox = { table: TableInfo; x: number; y: number; width: number; height: number; foreignKeyColumns: Set<string> };
export type DiagramLink = { path: string; label: string };

const BOX_WIDTH = 170;
const GAP_X = 60;
const GAP_Y = 28;
const HEADER = 26;
const ROW = 18;
const PER_ROW = 3;

/** Boxes in rows of three (the tables in schema order), links as curves between column rows. */
export function diagramLayout(tables: TableInfo[]) {
  const perRow = Math.min(PER_ROW, Math.max(1, tables.length));
  const heights = tables.map((t) => HEADER + Math.max(1, t.columns.length) * ROW + 6);
  const rowTops: number[] = [];
  let top = 8;
  for (let r = 0; r * perRow < tables.length; r++) {
    rowTops.push(top);
    top += Math.max(...heights.slice(r * perRow, (r + 1) * perRow)) + GAP_Y;
  }
  const boxes: DiagramBox[] = tables.map((table, i) => ({
    table,
    x: 8 + (i % perRow) * (BOX_WIDTH + GAP_X),
    y: rowTops[Math.floor(i / perRow)] as number,
    width: BOX_WIDTH,
    height: heights[i] as number,
    foreignKeyColumns: new Set(table.foreignKeys.flatMap((fk) => fk.columns)),
  }));
  const byName = new Map(boxes.map((b) => [b.table.name, b]));
  const rowY = (b: DiagramBox, column: string | undefined) => {
    const i = column ? b.table.columns.findIndex((c) => c.name === column) : -1;
    return b.y + (i < 0 ? HEADER / 2 : HEADER + i * ROW + ROW / 2);
  };
  const links: DiagramLink[] = [];
  for (const from of boxes) {
    for (const fk of from.table.foreignKeys) {
      const to = byName.get(fk.table);
      if (!to) continue;
      const refColumn = fk.refColumns[0] ?? to.table.columns.find((c) => c.primaryKey)?.name;
      const y1 = rowY(from, fk.columns[0]);
      const y2 = rowY(to, refColumn);
      links.push({ path: curve(from, y1, to, y2), label: `${from.table.name}.${fk.columns.join(', ')} → ${to.table.name}.${refColumn ?? '?'}` });
    }
  }
  const width = 16 + perRow * BOX_WIDTH + (perRow - 1) * GAP_X + 24;
  return { boxes, links, width, height: top - GAP_Y + 8, headerHeight: HEADER, rowHeight: ROW };
}

function curve(from: DiagramBox, y1: number, to: DiagramBox, y2: number): string {
  if (to.x > from.x) return bezier(from.x + from.width, y1, to.x, y2);
  if (to.x < from.x) return bezier(from.x, y1, to.x + to.width, y2);
  // Same column (or the table itself): loop out on the right.
  const x = from.x + from.width;
  const out = 22 + Math.min(20, Math.abs(y2 - y1) / 6);
  return `M ${x} ${y1} C ${x + out} ${y1}, ${x + out} ${y2}, ${x} ${y2}`;
}

function bezier(x1: number, y1: number, x2: number, y2: number): string {
  const mid = (x1 + x2) / 2;
  return `M ${x1} ${y1} C ${mid} ${y1}, ${mid} ${y2}, ${x2} ${y2}`;
}
