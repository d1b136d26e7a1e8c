import type { TableInfo } from '@/lib/parse-schema';

export type DiagramBox = { table: TableInfo; x: number; y: number; width: number; height: number; column: number; row: number; foreignKeyColumns: Set<string> };
export type DiagramLink = { path: string; label: string; points: Array<[number, number]> };

const BOX_WIDTH = 200;
const GAP_X = 64;
const GAP_Y = 40;
const MARGIN = 36;
const HEADER = 30;
const ROW = 22;
const PER_ROW = 3;

/**
 * Boxes in rows of three (schema order). Links are drawn orthogonally through the empty lanes only — the
 * vertical gaps beside the boxes and the horizontal gaps above each row — so an arrow never runs over a
 * column name. Each link gets its own small offset in the lanes so parallel links stay apart.
 */
export function diagramLayout(tables: TableInfo[]) {
  const perRow = Math.min(PER_ROW, Math.max(1, tables.length));
  const heights = tables.map((t) => HEADER + Math.max(1, t.columns.length) * ROW + 8);
  const rowTops: number[] = [];
  let top = MARGIN;
  for (let r = 0; r * perRow < tables.length; r++) {
    rowTops.push(top);
    top += Math.max(...heights.slice(r * perRow, (r + 1) * perRow)) + GAP_Y;
  }
  const boxes: DiagramBox[] = tables.map((table, i) => ({
    table,
    column: i % perRow,
    row: Math.floor(i / perRow),
    x: MARGIN + (i % perRow) * (BOX_WIDTH + GAP_X),
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
      const offset = ((links.length % 5) - 2) * 5;
      const points = route(from, rowY(from, fk.columns[0]), to, rowY(to, refColumn), offset);
      links.push({ points, path: `M ${points.map(([x, y]) => `${x} ${y}`).join(' L ')}`, label: `${from.table.name}.${fk.columns.join(', ')} → ${to.table.name}.${refColumn ?? '?'}` });
    }
  }
  const width = 2 * MARGIN + perRow * BOX_WIDTH + (perRow - 1) * GAP_X;
  return { boxes, links, width, height: top - GAP_Y + MARGIN, headerHeight: HEADER, rowHeight: ROW };
}

/** The x of the lane beside a box: the middle of the gap on that side (the margin for the outer columns). */
const laneX = (b: DiagramBox, side: 'left' | 'right', offset: number) =>
  (side === 'right' ? b.x + b.width + (b.column === PER_ROW - 1 ? MARGIN : GAP_X) / 2 : b.x - (b.column === 0 ? MARGIN : GAP_X) / 2) + offset;

function route(from: DiagramBox, y1: number, to: DiagramBox, y2: number, offset: number): Array<[number, number]> {
  const outSide = to.column < from.column ? 'left' : 'right';
  const inSide = from.column < to.column ? 'left' : from.column > to.column ? 'right' : 'right';
  const x1 = outSide === 'right' ? from.x + from.width : from.x;
  const x2 = inSide === 'right' ? to.x + to.width : to.x;
  const lane1 = laneX(from, outSide, offset);
  const lane2 = laneX(to, inSide, offset);
  // One shared lane (neighbours, or a table pointing at itself): out, along the lane, in.
  if (Math.abs(lane1 - lane2) < 1) return [[x1, y1], [lane1, y1], [lane1, y2], [x2, y2]];
  // Otherwise along the horizontal gap above the target's row.
  const channel = to.y - GAP_Y / 2 + offset / 2;
  return [[x1, y1], [lane1, y1], [lane1, channel], [lane2, channel], [lane2, y2], [x2, y2]];
}
