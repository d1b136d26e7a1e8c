import { Lightbulb } from 'lucide-react';
import { Collapsible } from '@/components/ui/collapsible';
import { LightMarkdown } from '@/components/ui/light-markdown';
import './learning.css';

export interface HintsPanelProps {
  total: number;
  revealed: ReadonlyArray<{ index: number; hint: string }>;
  /** Share of a correct answer's points kept now (1 − 0.2 per revealed hint); null when hints are free (practice). */
  pointsFactor: number | null;
  /** The factor after revealing the next hint (null: none left, or free). */
  nextPointsFactor: number | null;
  /** The most a correct answer can earn now (first attempt, no time used), when known. */
  maxPoints?: number | null;
  /** False once the day is resolved: the button gives way to a note. */
  canReveal: boolean;
  revealing?: boolean;
  error?: string | null;
  onReveal: () => void;
}

const pct = (f: number) => `${Math.round(f * 100)} %`;

/** Progressive hints: the cost of the next one is stated on its button before it is revealed. */
export function HintsPanel({ total, revealed, pointsFactor, nextPointsFactor, maxPoints, canReveal, revealing, error, onReveal }: HintsPanelProps) {
  if (total === 0) return null;
  const left = total - revealed.length;
  const cost = pointsFactor !== null && nextPointsFactor !== null ? Math.round((pointsFactor - nextPointsFactor) * 100) : 0;
  return (
    <Collapsible className="panel hints-panel" testId="hints-panel" title={<><Lightbulb size={18} aria-hidden /> Hints ({revealed.length}/{total})</>}>
      {pointsFactor !== null ? (
        <p className="hints-cost muted small" data-testid="hints-points">
          {revealed.length === 0 ? 'A correct answer earns full points.' : (
            <span>A correct answer now earns <span className="hints-factor">{pct(pointsFactor)}</span> of its points.</span>
          )}
          {maxPoints != null && <span>Up to <strong data-testid="hints-max-points">{maxPoints}</strong> points.</span>}
          {left > 0 && <span>Each hint costs 20 % of the points.</span>}
        </p>
      ) : (
        <p className="hints-cost muted small">Practice is unrated: hints are free.</p>
      )}
      {revealed.length > 0 && (
        <ol className="hints-list" data-testid="hints-list">
          {revealed.map((h) => (
            <li key={h.index}>
              <span className="hint-label">Hint {h.index}</span>
              <LightMarkdown text={h.hint} className="hint-text" />
            </li>
          ))}
        </ol>
      )}
      {error && <div className="alert alert-error" role="alert">{error}</div>}
      {left > 0 && !canReveal && <p className="muted small">The day is over: no more hints. The explanation shows the approach.</p>}
      {left > 0 && canReveal && (
        <button type="button" className="btn btn-secondary" onClick={onReveal} disabled={revealing} data-testid="reveal-hint">
          <Lightbulb size={16} aria-hidden />{' '}
          {revealing ? 'Revealing...' : `Reveal hint ${revealed.length + 1} of ${total}`}
          {cost > 0 && !revealing && ` (−${cost} % points)`}
        </button>
      )}
    </Collapsible>
  );
}
