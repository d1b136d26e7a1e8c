import { useMemo } from 'react';
import { Database } from 'lucide-react';
import { Collapsible } from '@/components/ui/collapsible';
import { TableCard } from '@/components/schema/table-card';
import { SchemaDiagram } from '@/components/schema/schema-diagram';
import { parseSchema } from '@/lib/parse-schema';

export { TableCard };

export function TablesPanel({ schemaSetup, sampleDataDescription }: { schemaSetup: string | null | undefined; sampleDataDescription?: string | null }) {
  const tables = useMemo(() => parseSchema(schemaSetup), [schemaSetup]);
  return (
    <Collapsible
      testId="tables-panel"
      className="panel"
      title={
        <>
          <Database size={18} aria-hidden /> Available Tables
        </>
      }
    >
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
    </Collapsible>
  );
}
