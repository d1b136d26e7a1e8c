import { type FormEvent, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/api-client';
import { useSaveChallenge } from '../api/save-challenge';
import type { AdminChallenge } from '../api/types';
import {
  type ChallengeFormValues,
  type ChallengeTextField,
  emptyChallengeForm,
  formFromChallenge,
  isDataChanging,
  MAX_HIDDEN_DATASETS,
  MINUTES,
  RATING,
  toChallengePayload,
} from '../utils/challenge-form';
import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES } from '../utils/tiers';
import { HintsExplanationFields } from './hints-explanation-fields';
import { ConceptPicker } from './concept-picker';
import { AuthorQueriesEditor } from './author-queries-editor';

type Props = {
  open: boolean;
  /** The challenge being edited; absent to create one. */
  challenge?: AdminChallenge | null;
  onClose: () => void;
  onSaved?: (saved: AdminChallenge) => void;
};

/** Create/edit dialog (spec §5): server errors are shown inside it. Mount with a key per challenge to reset it. */
export function ChallengeFormDialog({ open, challenge, onClose, onSaved }: Props) {
  const editing = Boolean(challenge);
  const [values, setValues] = useState<ChallengeFormValues>(() => (challenge ? formFromChallenge(challenge) : emptyChallengeForm()));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveChallenge();

  const set = (key: ChallengeTextField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const setHidden = (update: (list: string[]) => string[]) => setValues((v) => ({ ...v, hidden_datasets: update(v.hidden_datasets) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      { id: challenge?.id, payload: toChallengePayload(values, challenge ?? undefined) },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onError: (err) => setError(errorText(err, 'Failed to save challenge')),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={() => !save.isPending && onClose()}
      title={editing ? 'Edit Challenge' : 'Add New Challenge'}
      size="lg"
      testId="challenge-form-dialog"
    >
      <form className="form admin-form" onSubmit={submit} noValidate>
        <FormField label="Title">
          {(p) => <input {...p} name="title" value={values.title} onChange={set('title')} data-autofocus />}
        </FormField>
        <FormField label="Description">
          {(p) => <textarea {...p} name="description" rows={4} value={values.description} onChange={set('description')} />}
        </FormField>
        <div className="form-grid">
          <FormField label="Difficulty Rating" hint={`${RATING.min}–${RATING.max}, step ${RATING.step}`}>
            {(p) => (
              <input {...p} name="difficulty_rating" type="number" min={RATING.min} max={RATING.max} step={RATING.step} value={values.difficulty_rating} onChange={set('difficulty_rating')} />
            )}
          </FormField>
          <FormField label="Estimated Time (minutes)" hint={`${MINUTES.min}–${MINUTES.max}`}>
            {(p) => (
              <input {...p} name="estimated_time_minutes" type="number" min={MINUTES.min} max={MINUTES.max} value={values.estimated_time_minutes} onChange={set('estimated_time_minutes')} />
            )}
          </FormField>
          <FormField label="Category">
            {(p) => (
              <select {...p} name="category" value={values.category} onChange={set('category')}>
                <option value="">Select category</option>
                {CHALLENGE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            )}
          </FormField>
          <FormField label="Status">
            {(p) => (
              <select {...p} name="status" value={values.status} onChange={set('status')}>
                {CHALLENGE_STATUSES.map((s) => <option key={s} value={s}>{s.charAt(0).toUpperCase() + s.slice(1)}</option>)}
              </select>
            )}
          </FormField>
        </div>
        <FormField label="Schema Setup (SQL)" hint="Must include CREATE TABLE and INSERT statements.">
          {(p) => <textarea {...p} name="schema_setup" className="mono" rows={8} value={values.schema_setup} onChange={set('schema_setup')} spellCheck={false} />}
        </FormField>
        <FormField label="Sample Data Description">
          {(p) => <textarea {...p} name="sample_data_description" rows={2} value={values.sample_data_description} onChange={set('sample_data_description')} />}
        </FormField>
        <FormField label="Expected Output (JSON)" hint='A JSON array of row objects, e.g. [{"customer": "Ann", "total": 165.25}].'>
          {(p) => <textarea {...p} name="expected_output" className="mono" rows={4} value={values.expected_output} onChange={set('expected_output')} spellCheck={false} />}
        </FormField>
        <FormField label="Correct Solution (SQL)">
          {(p) => <textarea {...p} name="correct_solution" className="mono" rows={5} value={values.correct_solution} onChange={set('correct_solution')} spellCheck={false} />}
        </FormField>
        {isDataChanging(values.correct_solution) && (
          <FormField
            label="Checked Tables"
            hint="The solution changes data: name the tables it is graded by, comma-separated (its target among them). Every other table must stay as it was."
          >
            {(p) => <input {...p} name="checks" className="mono" value={values.checks} onChange={set('checks')} spellCheck={false} placeholder="orders, order_items" />}
          </FormField>
        )}
        <ConceptPicker selected={values.concepts} onChange={(concepts) => setValues((v) => ({ ...v, concepts }))} />
        <HintsExplanationFields
          hints={values.hints}
          explanation={values.explanation}
          onHintChange={(i, text) => setValues((v) => ({ ...v, hints: v.hints.map((h, j) => (j === i ? text : h)) }))}
          onExplanationChange={(text) => setValues((v) => ({ ...v, explanation: text }))}
        />
        <HiddenDatasetsEditor
          scripts={values.hidden_datasets}
          onAdd={() => setHidden((list) => (list.length < MAX_HIDDEN_DATASETS ? [...list, ''] : list))}
          onChange={(i, script) => setHidden((list) => list.map((s, j) => (j === i ? script : s)))}
          onRemove={(i) => setHidden((list) => list.filter((_, j) => j !== i))}
        />
        <AuthorQueriesEditor
          accepts={values.accepts}
          rejects={values.rejects}
          onAccepts={(accepts) => setValues((v) => ({ ...v, accepts }))}
          onRejects={(rejects) => setValues((v) => ({ ...v, rejects }))}
        />
        {error && (
          <div className="alert alert-error" role="alert" data-testid="challenge-form-error" ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}>
            <p>{error}</p>
          </div>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={save.isPending}>Cancel</button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Update Challenge' : 'Create Challenge'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

type EditorProps = {
  scripts: string[];
  onAdd: () => void;
  onChange: (index: number, script: string) => void;
  onRemove: (index: number) => void;
};

/**
 * Optional extra hidden datasets (issue 11): each a SQL script applied after the schema setup, graded
 * like the generated datasets and never shown to learners. The server checks each one (only INSERT,
 * UPDATE and DELETE on the setup's tables, and it must run) and answers a 400 shown in the dialog.
 */
function HiddenDatasetsEditor({ scripts, onAdd, onChange, onRemove }: EditorProps) {
  return (
    <fieldset className="hidden-datasets" data-testid="hidden-datasets-editor">
      <legend className="field-label">Hidden Datasets (optional)</legend>
      <p className="field-hint">
        Extra data learners never see, applied after the schema setup: INSERT, UPDATE or DELETE statements on its tables (for example a row exactly on a
        boundary the text stresses). Graded like the generated hidden datasets; at most {MAX_HIDDEN_DATASETS}.
      </p>
      {scripts.map((script, i) => (
        <div className="hidden-dataset-row" key={i}>
          <FormField label={`Hidden dataset ${i + 1}`}>
            {(p) => (
              <textarea
                {...p}
                name={`hidden_datasets.${i}`}
                className="mono"
                rows={4}
                value={script}
                onChange={(e) => onChange(i, e.target.value)}
                spellCheck={false}
                placeholder="INSERT INTO orders (customer_id, amount) VALUES (2, 50);"
              />
            )}
          </FormField>
          <button type="button" className="icon-button bordered" aria-label={`Remove hidden dataset ${i + 1}`} title="Remove hidden dataset" onClick={() => onRemove(i)}>
            <Trash2 size={16} aria-hidden />
          </button>
        </div>
      ))}
      <div>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onAdd} disabled={scripts.length >= MAX_HIDDEN_DATASETS}>
          <Plus size={16} aria-hidden /> Add hidden dataset
        </button>
      </div>
    </fieldset>
  );
}
