import { deparseSync as deparseTree } from 'pgsql-deparser';
// The class the deparser renders with (no exports map: its file is reachable).
import { Deparser } from 'pgsql-deparser/deparser/deparser';

/** PostgreSQL's FRAMEOPTION_* bits (src/include/nodes/parsenodes.h, unchanged from 11 to 17). */
const F = {
  NONDEFAULT: 0x1,
  RANGE: 0x2,
  ROWS: 0x4,
  GROUPS: 0x8,
  BETWEEN: 0x10,
  START_UNBOUNDED_PRECEDING: 0x20,
  END_UNBOUNDED_PRECEDING: 0x40,
  START_UNBOUNDED_FOLLOWING: 0x80,
  END_UNBOUNDED_FOLLOWING: 0x100,
  START_CURRENT_ROW: 0x200,
  END_CURRENT_ROW: 0x400,
  START_OFFSET_PRECEDING: 0x800,
  END_OFFSET_PRECEDING: 0x1000,
  START_OFFSET_FOLLOWING: 0x2000,
  END_OFFSET_FOLLOWING: 0x4000,
  EXCLUDE_CURRENT_ROW: 0x8000,
  EXCLUDE_GROUP: 0x10000,
  EXCLUDE_TIES: 0x20000,
} as const;

interface FrameNode {
  frameOptions?: number;
  startOffset?: unknown;
  endOffset?: unknown;
}
type Visitor = { visit(node: unknown, context: unknown): string };

/**
 * pgsql-deparser 15.1 reads the frame bits with the wrong values: `UNBOUNDED FOLLOWING` comes back as
 * `CURRENT ROW`, `1 PRECEDING` as `1 FOLLOWING`, and `EXCLUDE …` is dropped, so every mutant of a query
 * with such a frame also changed its frame. This renders the frame from PostgreSQL's own bits.
 */
function formatWindowFrame(this: Visitor, node: FrameNode, context: unknown): string | null {
  const o = node.frameOptions ?? 0;
  if (!(o & F.NONDEFAULT)) return null;
  const mode = o & F.RANGE ? 'RANGE' : o & F.ROWS ? 'ROWS' : o & F.GROUPS ? 'GROUPS' : null;
  if (!mode) return null;
  const bound = (side: 'START' | 'END', offset: unknown): string | null => {
    if (o & F[`${side}_UNBOUNDED_PRECEDING`]) return 'UNBOUNDED PRECEDING';
    if (o & F[`${side}_UNBOUNDED_FOLLOWING`]) return 'UNBOUNDED FOLLOWING';
    if (o & F[`${side}_CURRENT_ROW`]) return 'CURRENT ROW';
    if (o & F[`${side}_OFFSET_PRECEDING`]) return `${this.visit(offset, context)} PRECEDING`;
    if (o & F[`${side}_OFFSET_FOLLOWING`]) return `${this.visit(offset, context)} FOLLOWING`;
    return null;
  };
  const start = bound('START', node.startOffset);
  if (!start) return null;
  const end = o & F.BETWEEN ? bound('END', node.endOffset) : null;
  const exclude =
    o & F.EXCLUDE_CURRENT_ROW ? ' EXCLUDE CURRENT ROW' : o & F.EXCLUDE_GROUP ? ' EXCLUDE GROUP' : o & F.EXCLUDE_TIES ? ' EXCLUDE TIES' : '';
  return `${mode} ${end ? `BETWEEN ${start} AND ${end}` : start}${exclude}`;
}

(Deparser.prototype as unknown as { formatWindowFrame: typeof formatWindowFrame }).formatWindowFrame = formatWindowFrame;

/** SQL text of a PostgreSQL 15 parse tree (pgsql-deparser, with window frames rendered faithfully). */
export const deparseSync: typeof deparseTree = (tree, opts) => deparseTree(tree, opts);
