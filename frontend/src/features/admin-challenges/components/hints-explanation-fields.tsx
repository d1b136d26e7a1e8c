import { FormField } from '@/components/ui/form-field';
import { MAX_HINTS } from '../utils/challenge-form';

type Props = {
  hints: string[];
  explanation: string;
  onHintChange: (index: number, text: string) => void;
  onExplanationChange: (text: string) => void;
};

/**
 * Issue 13: up to three progressive hints (each costs the learner 20 % of a correct answer's points)
 * and the explanation learners read once their day is resolved (Markdown: the approach, the reference
 * solution with comments, two common mistakes and why they fail).
 */
export function HintsExplanationFields({ hints, explanation, onHintChange, onExplanationChange }: Props) {
  return (
    <fieldset className="hints-fields" data-testid="hints-editor">
      <legend className="field-label">Hints (optional)</legend>
      <p className="field-hint">Revealed one at a time, in this order; each costs the learner 20 % of a correct answer&apos;s points. Blank hints are left out.</p>
      {Array.from({ length: MAX_HINTS }, (_, i) => (
        <FormField key={i} label={`Hint ${i + 1}`}>
          {(p) => <textarea {...p} name={`hints.${i}`} rows={2} value={hints[i] ?? ''} onChange={(e) => onHintChange(i, e.target.value)} />}
        </FormField>
      ))}
      <FormField label="Explanation (Markdown)" hint="Shown after the day is resolved: the approach, the reference solution with comments (```sql fences), two common mistakes and why they fail.">
        {(p) => <textarea {...p} name="explanation" rows={8} value={explanation} onChange={(e) => onExplanationChange(e.target.value)} />}
      </FormField>
    </fieldset>
  );
}
