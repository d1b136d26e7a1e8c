import { BookOpen, Lightbulb, Repeat } from 'lucide-react';
import { ExplanationMarkdown } from '@/components/learning/explanation-markdown';
import '@/components/learning/learning.css';
import { paths } from '@/config/paths';
import { Link } from 'react-router-dom';
import type { HistoryItem } from '../api/get-history';

/** Issue 13 on a history row: hints used that day and the unrated practice runs since ("Practice"). */
export function HistoryLearningBadges({ item }: { item: HistoryItem }) {
  return (
    <>
      {item.hints_used > 0 && (
        <span className="badge badge-muted" title="Hints revealed that day (each took 20 % of the points)" data-testid="history-hints">
          <Lightbulb size={12} aria-hidden /> {item.hints_used} {item.hints_used === 1 ? 'hint' : 'hints'}
        </span>
      )}
      {item.practice_runs > 0 && (
        <span className="badge practice-badge" title="Unrated practice runs: no ELO, points or streak" data-testid="history-practice">
          <Repeat size={12} aria-hidden /> Practice ×{item.practice_runs}
          {item.practice_solved > 0 && ` (${item.practice_solved} solved)`}
        </span>
      )}
    </>
  );
}

/** The toggle for a past day's explanation. */
export function ExplanationToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="btn btn-ghost btn-sm" aria-expanded={open} onClick={onToggle} data-testid="history-explanation-toggle">
      <BookOpen size={14} aria-hidden /> {open ? 'Hide explanation' : 'Explanation'}
    </button>
  );
}

/** A full-width row under a history item: its explanation, and a way to practise it again. */
export function ExplanationRow({ item, columns }: { item: HistoryItem; columns: number }) {
  return (
    <tr className="history-details-row">
      <td colSpan={columns}>
        {item.explanation && <ExplanationMarkdown markdown={item.explanation} />}
        <Link className="btn btn-secondary btn-sm" to={paths.app.practiceChallenge.getHref(item.challenge_id)}>
          <Repeat size={14} aria-hidden /> Practice this challenge
        </Link>
      </td>
    </tr>
  );
}
