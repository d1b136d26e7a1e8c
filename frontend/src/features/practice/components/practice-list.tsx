import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BookOpen, ChevronLeft, ChevronRight, Lightbulb, Repeat } from 'lucide-react';
import '@/components/learning/learning.css';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { capitalize, formatDate } from '@/utils/format';
import { PRACTICE_PAGE_SIZE, type PracticeItem, usePracticeList } from '../api/practice';

const OUTCOME: Record<PracticeItem['outcome'], string> = { solved: 'Solved', failed: 'Failed', abandoned: 'Abandoned' };

function PracticeCard({ item }: { item: PracticeItem }) {
  return (
    <li className="card practice-item" data-testid={`practice-item-${item.challenge_id}`}>
      <div>
        <div className="strong">{item.challenge_title}</div>
        <div className="practice-meta muted small">
          <span className={`badge badge-difficulty difficulty-${item.difficulty_category}`}>{capitalize(item.difficulty_category)}</span>
          <span>Played {formatDate(item.date)}: {OUTCOME[item.outcome]}</span>
          {item.hint_count > 0 && <span><Lightbulb size={13} aria-hidden /> {item.hint_count} hints</span>}
          {item.has_explanation && <span><BookOpen size={13} aria-hidden /> Explanation</span>}
          {item.practice_runs > 0 && (
            <span className="badge practice-badge">Practice ×{item.practice_runs}{item.practice_solved > 0 && ` (${item.practice_solved} solved)`}</span>
          )}
        </div>
      </div>
      <Link className="btn btn-primary" to={paths.app.practiceChallenge.getHref(item.challenge_id)} data-testid={`practice-open-${item.challenge_id}`}>
        <Repeat size={16} aria-hidden /> {item.practice_runs > 0 ? 'Practise again' : 'Practise'}
      </Link>
    </li>
  );
}

/** The learner's resolved challenges, newest first, each replayable unrated. */
export function PracticeList() {
  const [page, setPage] = useState(0);
  const list = usePracticeList(page);
  if (list.isPending) return <div className="page-center"><Spinner size="lg" label="Loading your past challenges" /></div>;
  if (list.isError) {
    return (
      <div className="card narrow center" role="alert">
        <h2>{errorText(list.error, 'Failed to load your past challenges')}</h2>
        <button type="button" className="btn btn-primary" onClick={() => void list.refetch()}>Try Again</button>
      </div>
    );
  }
  if (list.data.length === 0 && page === 0) {
    return (
      <div className="card narrow center empty-state" data-testid="practice-empty">
        <Repeat size={40} aria-hidden className="muted" />
        <h2>Nothing to practise yet</h2>
        <p className="muted">Once a daily challenge is over, you can replay it here as often as you like.</p>
        <Link className="btn btn-primary" to={paths.app.challenge.getHref()}>Today&apos;s Challenge</Link>
      </div>
    );
  }
  return (
    <>
      <ul className="practice-list" data-testid="practice-list">
        {list.data.map((item) => <PracticeCard key={item.challenge_id} item={item} />)}
      </ul>
      {/* Only when there is more than one page: a first page that is not full is the whole list. */}
      {(page > 0 || list.data.length >= PRACTICE_PAGE_SIZE) && (
      <nav className="pagination" aria-label="Practice pages">
        <button type="button" className="btn btn-secondary" onClick={() => setPage((p) => p - 1)} disabled={page === 0 || list.isFetching}>
          <ChevronLeft size={16} aria-hidden /> Previous
        </button>
        <span className="muted">Page {page + 1}</span>
        <button type="button" className="btn btn-secondary" onClick={() => setPage((p) => p + 1)} disabled={list.data.length < PRACTICE_PAGE_SIZE || list.isFetching}>
          Next <ChevronRight size={16} aria-hidden />
        </button>
      </nav>
      )}
    </>
  );
}
