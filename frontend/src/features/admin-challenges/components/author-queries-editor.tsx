import { Plus, Trash2 } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import type { AuthorReject } from '../utils/challenge-form';

type Props = {
  accepts: string[];
  rejects: AuthorReject[];
  onAccepts: (list: string[]) => void;
  onRejects: (list: AuthorReject[]) => void;
};

/**
 * The author's queries (issue 32), optional: faithful readings that every hidden dataset must grade right,
 * and plausible wrong answers that some dataset must catch. Validation says which one fails and why.
 */
export function AuthorQueriesEditor({ accepts, rejects, onAccepts, onRejects }: Props) {
  const setReject = (i: number, patch: Partial<AuthorReject>) => onRejects(rejects.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="hidden-datasets" data-testid="author-queries-editor">
      <legend className="field-label">Author Queries (optional)</legend>
      <p className="field-hint">
        Accepted queries follow the text another way (a CTE, NOT EXISTS, another reading the text allows): no hidden dataset is kept on which they differ.
        Rejected queries are plausible mistakes (a month without its year, a status the text leaves out): validation fails until a dataset catches each.
      </p>
      {accepts.map((sql, i) => (
        <div className="hidden-dataset-row" key={`a${i}`}>
          <FormField label={`Accepted query ${i + 1}`}>
            {(p) => <textarea {...p} name={`accepts.${i}`} className="mono" rows={3} value={sql} spellCheck={false} onChange={(e) => onAccepts(accepts.map((s, j) => (j === i ? e.target.value : s)))} />}
          </FormField>
          <button type="button" className="icon-button bordered" aria-label={`Remove accepted query ${i + 1}`} title="Remove accepted query" onClick={() => onAccepts(accepts.filter((_, j) => j !== i))}>
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
      ))}
      {rejects.map((r, i) => (
        <div className="hidden-dataset-row" key={`r${i}`}>
          <div className="form">
            <FormField label={`Rejected query ${i + 1}`}>
              {(p) => <textarea {...p} name={`rejects.${i}.sql`} className="mono" rows={3} value={r.sql} spellCheck={false} onChange={(e) => setReject(i, { sql: e.target.value })} />}
            </FormField>
            <FormField label="Why it is wrong">
              {(p) => <input {...p} name={`rejects.${i}.why`} value={r.why} onChange={(e) => setReject(i, { why: e.target.value })} />}
            </FormField>
            <FormField label="Kind of case shown to a learner (optional)" hint="e.g. an order placed exactly at midnight; never a row or a value">
              {(p) => <input {...p} name={`rejects.${i}.case`} value={r.case} onChange={(e) => setReject(i, { case: e.target.value })} />}
            </FormField>
          </div>
          <button type="button" className="icon-button bordered" aria-label={`Remove rejected query ${i + 1}`} title="Remove rejected query" onClick={() => onRejects(rejects.filter((_, j) => j !== i))}>
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
      ))}
      <div className="row-gap">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAccepts([...accepts, ''])} disabled={accepts.length >= 20}>
          <Plus size={16} aria-hidden /> Add accepted query
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onRejects([...rejects, { sql: '', why: '', case: '' }])} disabled={rejects.length >= 20}>
          <Plus size={16} aria-hidden /> Add rejected query
        </button>
      </div>
    </fieldset>
  );
}
