import { useMemo } from 'react';
import { Collapsible } from '@/components/ui/collapsible';
import { parseSchema } from '@/lib/parse-schema';
import { SchemaDiagram } from './schema-diagram';
import { TableCard } from './table-card';

/** The challenge's tables: the diagram, then each table's columns and sample rows (spec: "Available Tables"). */
export function TablesPanel({ schemaSetup, sampleDataDescription }: { schemaSetup: string | null | undefined; sampleDataDescription?: string | null }) {
  const tables = useMemo(() => parseSchema(schemaSetup), [schemaSetup]);
  return (
    <section className="tables-panel" data-testid="tables-panel" aria-label="Available Tables">
      <h2 className="results-heading">Available Tables</h2>
      {sampleDataDescription && <p className="muted">{sampleDataDescription}</p>}
      {tables.length === 0 ? (
        <p className="muted">No table definitions were found for this challenge.</p>
      ) : (
        <>
          <Collapsible level={3} className="table-card" testId="schema-diagram-panel" title={<span>Diagram</span>}>
            <SchemaDiagram tables={tables} />
          </Collapsible>
          <div className="table-cards">{tables.map((t) => <TableCard key={t.name} table={t} />)}</div>
        </>
      )}
    </section>
  );
}
