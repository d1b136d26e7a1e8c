import { Link } from 'react-router-dom';
import { CheckCircle2, History, Repeat, Trophy, XCircle } from 'lucide-react';
import { ExplanationMarkdown } from '@/components/learning/explanation-markdown';
import '@/components/learning/learning.css';
import { ShareButton } from '@/components/share/share-button';
import { Spinner } from '@/components/ui/spinner';
import { SqlCode } from '@/components/ui/sql-code';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format';
import { type FinishedDay, useFinishedDay } from '../api/get-finished-day';
import { CompletedView } from './challenge-status-views';

const VERDICT: Record<FinishedDay['outcome'], { heading: string; text: (d: FinishedDay) => string }> = {
  solved: {
    heading: 'Great Job!',
    text: (d) => `You solved "${d.title}"${d.last_submission ? ` on attempt ${d.last_submission.attempt_number}` : ''}. Compare your query with the reference and read the explanation.`,
  },
  failed: {
    heading: 'Not solved today',
    text: (d) => `"${d.title}" did not match after your attempts. The reference and the explanation show the way; practise it until it does.`,
  },
  abandoned: {
    heading: 'The day ended',
    text: (d) => `"${d.title}" was left unfinished when the day ended. Read the reference and the explanation, then practise it.`,
  },
};

/**
 * /challenge once today's challenge is resolved (issue 33): the verdict, the learner's last query beside
 * the reference, the explanation, and where to go next — practise it, history, leaderboard. Solved or not.
 */
export function FinishedDayView({ challengeId }: { challengeId: number | null }) {
  const day = useFinishedDay(challengeId);
  if (challengeId === null || day.isError) return <CompletedView />;
  if (day.isPending) {
    return <div className="page-center"><Spinner size="lg" label="Loading today's result" /></div>;
  }
  const d = day.data;
  const verdict = VERDICT[d.outcome];
  const solved = d.outcome === 'solved';
  const Icon = solved ? CheckCircle2 : XCircle;
  return (
    <div className="page finished-day" data-testid="finished-day">
      <section className={`card finished-verdict ${solved ? 'is-correct' : 'is-incorrect'}`} data-testid="challenge-completed">
        <Icon size={40} aria-hidden className={solved ? 'text-success' : 'text-danger'} />
        <div className="finished-verdict-text">
          <p className="muted small">Today&apos;s challenge · {formatDate(d.date)}</p>
          <h1 data-testid="finished-verdict">{verdict.heading}</h1>
          <p>{verdict.text(d)}</p>
          <p className="muted small">A new challenge is waiting for you tomorrow.</p>
          <div className="button-row">
            <Link className="btn btn-primary" to={paths.app.practiceChallenge.getHref(d.id)} data-testid="practise-this"><Repeat size={16} aria-hidden /> Practise this challenge</Link>
            <Link className="btn btn-secondary" to={paths.app.history.getHref()}><History size={16} aria-hidden /> View History</Link>
            <Link className="btn btn-ghost" to={paths.app.leaderboard.getHref()}><Trophy size={16} aria-hidden /> Leaderboard</Link>
            <ShareButton challengeId={d.id} />
          </div>
        </div>
      </section>

      <div className="finished-queries">
        <section className="card" aria-labelledby="your-query-heading">
          <h2 id="your-query-heading">Your last query{d.last_submission ? (d.last_submission.correct ? ' (correct)' : ' (incorrect)') : ''}</h2>
          {d.last_submission ? <SqlCode sql={d.last_submission.sql} testId="your-last-query" /> : <p className="muted">You did not submit a query that day.</p>}
        </section>
        <section className="card" aria-labelledby="reference-heading">
          <h2 id="reference-heading">Reference solution</h2>
          <SqlCode sql={d.correct_solution} testId="reference-solution" />
        </section>
      </div>

      <section className="card" aria-labelledby="explanation-heading" data-testid="explanation-panel">
        <h2 id="explanation-heading">Explanation</h2>
        {d.explanation ? <ExplanationMarkdown markdown={d.explanation} /> : <p className="muted">This challenge has no written explanation yet: the reference solution above is the approach.</p>}
      </section>
    </div>
  );
}
