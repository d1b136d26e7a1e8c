import { useConcepts } from '../api/get-concepts';
import { MAX_CONCEPTS } from '../utils/challenge-form';

type Props = {
  selected: string[];
  onChange: (concepts: string[]) => void;
};

/**
 * Issue 14: the challenge's 1–3 concepts from the taxonomy (a multi-select of checkboxes, in the order
 * ticked: the first is the main one). Once three are ticked the others are disabled.
 */
export function ConceptPicker({ selected, onChange }: Props) {
  const concepts = useConcepts();
  const full = selected.length >= MAX_CONCEPTS;
  const toggle = (slug: string) => onChange(selected.includes(slug) ? selected.filter((k) => k !== slug) : [...selected, slug].slice(0, MAX_CONCEPTS));
  const names = new Map<string, string>((concepts.data?.concepts ?? []).map((c) => [c.slug, c.name]));
  return (
    <fieldset className="concept-fields" data-testid="concept-picker">
      <legend className="field-label">Concepts (1–3)</legend>
      <p className="field-hint">
        {selected.length ? `Selected: ${selected.map((k) => names.get(k) ?? k).join(', ')}` : 'What the challenge practises; the first ticked is the main one.'}
      </p>
      {concepts.isPending && <p className="muted small">Loading concepts…</p>}
      {concepts.isError && <p className="muted small">Concepts could not be loaded.</p>}
      <div className="concept-options" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: '0.25rem 1rem' }}>
        {(concepts.data?.concepts ?? []).map((c) => {
          const checked = selected.includes(c.slug);
          return (
            <label key={c.slug} className="checkbox-label small" title={c.description}>
              <input type="checkbox" name="concepts" value={c.slug} checked={checked} disabled={!checked && full} onChange={() => toggle(c.slug)} /> {c.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
