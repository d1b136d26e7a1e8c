import { useMemo, useState } from 'react';
import { ZoomIn, ZoomOut } from 'lucide-react';
import type { TableInfo } from '@/lib/parse-schema';
import { diagramLayout } from './diagram-layout';
import './schema-diagram.css';

const ZOOMS = [1, 1.25, 1.5, 2];

/**
 * The tables as boxes, each foreign key an arrow from its column to the referenced table's column. Plain
 * SVG drawn at its own size (text never under 12 px) in a box that scrolls; zoom makes it larger.
 */
export function SchemaDiagram({ tables }: { tables: TableInfo[] }) {
  const layout = useMemo(() => diagramLayout(tables), [tables]);
  const [zoom, setZoom] = useState(0);
  if (tables.length === 0) return null;
  const fkCount = layout.links.length;
  const scale = ZOOMS[zoom]!;
  return (
    <figure className="schema-diagram" data-testid="schema-diagram">
      <div className="schema-zoom" role="group" aria-label="Diagram zoom">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0} aria-label="Zoom out">
          <ZoomOut size={16} aria-hidden />
        </button>
        <span className="small" aria-live="polite" data-testid="diagram-zoom">{Math.round(scale * 100)} %</span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))} disabled={zoom === ZOOMS.length - 1} aria-label="Zoom in">
          <ZoomIn size={16} aria-hidden />
        </button>
      </div>
      <div className="schema-scroll" tabIndex={0} aria-label="Schema diagram (scrolls)">
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width * scale}
          height={layout.height * scale}
          role="img"
          aria-labelledby="schema-diagram-title"
        >
          <title id="schema-diagram-title">
            {`Diagram of ${tables.length} ${tables.length === 1 ? 'table' : 'tables'}${fkCount ? `; foreign keys: ${layout.links.map((l) => l.label).join(', ')}` : '; no foreign keys'}`}
          </title>
          <defs>
            <marker id="schema-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="schema-arrow-head" />
            </marker>
          </defs>
          {layout.boxes.map((b) => (
            <g key={b.table.name} transform={`translate(${b.x} ${b.y})`} data-testid={`diagram-table-${b.table.name}`}>
              <rect className="schema-box" width={b.width} height={b.height} rx="6" />
              <rect className="schema-box-head" width={b.width} height={layout.headerHeight} rx="6" />
              <text className="schema-box-title" x="10" y={layout.headerHeight - 10}>{b.table.name}</text>
              {b.table.columns.map((c, i) => (
                <text key={c.name} className="schema-box-column" x="10" y={layout.headerHeight + (i + 1) * layout.rowHeight - 6}>
                  {c.name}
                  {c.primaryKey && <tspan className="schema-key"> PK</tspan>}
                  {b.foreignKeyColumns.has(c.name) && <tspan className="schema-key"> FK</tspan>}
                </text>
              ))}
            </g>
          ))}
          {layout.links.map((l, i) => (
            <path key={i} d={l.path} className="schema-link" markerEnd="url(#schema-arrow)" data-testid="diagram-link">
              <title>{l.label}</title>
            </path>
          ))}
        </svg>
      </div>
      <figcaption className="muted small">
        {fkCount ? `Arrows: foreign key → referenced column (${fkCount}).` : 'These tables have no foreign keys.'}
      </figcaption>
    </figure>
  );
}
