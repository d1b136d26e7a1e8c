import { BookOpen, Lightbulb } from 'lucide-react';
import { ExplanationMarkdown } from '@/components/learning/explanation-markdown';
import '@/components/learning/learning.css';
import type { AdminChallenge } from '../api/types';

/** Issue 13 on the admin detail: the hints in the order learners reveal them, and the explanation as learners read it. */
export function DetailHintsExplanation({ challenge: c }: { challenge: AdminChallenge }) {
  const hints = c.hints ?? []; // an older server sends none
  return (
    <>
      <div className="card" data-testid="detail-hints">
        <h2 className="section-title"><Lightbulb size={18} aria-hidden /> Hints ({hints.length})</h2>
        {hints.length > 0 ? (
          <ol className="hints-list">
            {hints.map((hint, i) => (
              <li key={i}><span className="hint-label">Hint {i + 1} · −{(i + 1) * 20} % points</span>{hint}</li>
            ))}
          </ol>
        ) : (
          <p className="muted">No hints: learners see no hints panel. Add up to three in the edit dialog.</p>
        )}
      </div>
      <div className="card" data-testid="detail-explanation">
        <h2 className="section-title"><BookOpen size={18} aria-hidden /> Explanation</h2>
        {c.explanation ? <ExplanationMarkdown markdown={c.explanation} /> : <p className="muted">No explanation yet: learners see the correct solution only.</p>}
      </div>
    </>
  );
}
