import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Code2, FlaskConical, Lock, Play, Repeat, Send } from 'lucide-react';
import { TableCard } from '@/components/schema/table-card';
import { ExplanationPanel } from '@/components/learning/explanation-panel';
import { HintsPanel } from '@/components/learning/hints-panel';
import '@/components/learning/learning.css';
import { Collapsible } from '@/components/ui/collapsible';
import { LightMarkdown } from '@/components/ui/light-markdown';
import { Spinner } from '@/components/ui/spinner';
import { EDITOR_HEIGHT_PX } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { parseSchema } from '@/lib/parse-schema';
import { capitalize, formatDate } from '@/utils/format';
import { type PracticeChallenge, type PracticeResult, type PracticeTestResult, useStartPractice, useSubmitPractice, useTestPracticeQuery } from '../api/practice';
import { PracticeResultPanel, PracticeTestPanel } from './practice-result';

const SqlEditor = lazy(() => import('@/lib/monaco/sql-editor').then((m) => ({ default: m.SqlEditor })));

/**
 * Replays a past challenge unrated: Start opens a run, answers are graded like a submit (no attempt
 * limit, no timer), hints are free and the explanation is there to read.
 */
export function PracticeWorkspace({ challenge }: { challenge: PracticeChallenge }) {
  const start = useStartPractice();
  const submit = useSubmitPractice();
  const test = useTestPracticeQuery();
  const [running, setRunning] = useState(challenge.open_run !== null);
  const [sql, setSql] = useState('');
  const [hintsShown, setHintsShown] = useState(0);
  const [result, setResult] = useState<PracticeResult | null>(null);
  const [testResult, setTestResult] = useState<PracticeTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const tables = parseSchema(challenge.schema_setup);

  const begin = () => {
    setError(null);
    start.mutate(challenge.id, {
      onSuccess: () => {
        setRunning(true);
        setResult(null);
        setTestResult(null);
      },
      onError: (e) => setError(errorText(e, 'Failed to start practice')),
    });
  };
  const doSubmit = () => {
    setError(null);
    submit.mutate(
      { id: challenge.id, sql: sql.trim() },
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.open_run === null) setRunning(false);
        },
        onError: (e) => setError(errorText(e, 'Failed to submit practice answer')),
      },
    );
  };
  const runTest = () => {
    setTestError(null);
    test.mutate(
      { id: challenge.id, sql: sql.trim() },
      { onSuccess: setTestResult, onError: (e) => { setTestResult(null); setTestError(errorText(e, 'Failed to execute test query')); } },
    );
  };
  const busy = submit.isPending || test.isPending;
  const disabled = !running || !sql.trim() || busy;

  return (
    <div className="challenge-page practice-page">
      <header className="challenge-header card">
        <div className="challenge-meta">
          <span className={`badge badge-difficulty difficulty-${challenge.difficulty_category}`}>{capitalize(challenge.difficulty_category)}</span>
          <span className="meta-item">Played {formatDate(challenge.date)}: {capitalize(challenge.outcome)}</span>
          <span className="badge practice-badge">Practice</span>
        </div>
        <h1 className="challenge-title" data-testid="practice-title">{challenge.title}</h1>
        <LightMarkdown text={challenge.description} className="challenge-description" />
        <p className="muted small">
          {challenge.order_matters ? 'Row order matters. ' : 'Row order does not matter. '}
          Practice is unrated: no ELO, points, streak or leaderboard change, and no attempt limit.
        </p>
      </header>

      <div className="challenge-grid">
        <div className="challenge-main">
          <Collapsible className="panel" testId="practice-editor-panel" title={<><Code2 size={18} aria-hidden /> Your SQL Query</>}>
            <div className="editor-frame" data-testid="sql-editor" style={{ height: EDITOR_HEIGHT_PX }}>
              <Suspense fallback={<div className="editor-loading"><Spinner label="Loading editor" /></div>}>
                <SqlEditor value={sql} onChange={setSql} height={EDITOR_HEIGHT_PX} readOnly={!running} ariaLabel="SQL editor: write your practice query here" />
              </Suspense>
              {!running && (
                <div className="editor-overlay">
                  <Lock size={32} aria-hidden />
                  <p className="strong">{result?.is_correct ? 'Solved! Replay it again whenever you like.' : 'Replay this challenge, unrated.'}</p>
                  <button type="button" className="btn btn-primary btn-lg" onClick={begin} disabled={start.isPending} data-testid="start-practice">
                    {result?.is_correct ? <Repeat size={18} aria-hidden /> : <Play size={18} aria-hidden />} {start.isPending ? 'Starting...' : result?.is_correct ? 'Practise again' : 'Start practice'}
                  </button>
                </div>
              )}
            </div>
            {error && <div className="alert alert-error" role="alert">{error}</div>}
            <div className="editor-actions">
              <button type="button" className="btn btn-secondary" onClick={runTest} disabled={disabled} data-testid="practice-test-query">
                <FlaskConical size={16} aria-hidden /> {test.isPending ? 'Testing...' : 'Test Query'}
              </button>
              <button type="button" className="btn btn-primary" onClick={doSubmit} disabled={disabled} data-testid="practice-submit">
                <Send size={16} aria-hidden /> {submit.isPending ? 'Checking...' : 'Check Answer'}
              </button>
            </div>
          </Collapsible>
          <Collapsible className="panel" testId="practice-test-panel" title={<><FlaskConical size={18} aria-hidden /> Test Result</>}>
            <PracticeTestPanel result={testResult} error={testError} />
          </Collapsible>
          {result && <PracticeResultPanel result={result} />}
          {challenge.explanation && <ExplanationPanel explanation={challenge.explanation} defaultOpen={false} />}
          <p><Link to={paths.app.practice.getHref()}>← All past challenges</Link></p>
        </div>
        <aside className="challenge-side">
          <HintsPanel
            total={challenge.hints.length}
            revealed={challenge.hints.slice(0, hintsShown).map((hint, i) => ({ index: i + 1, hint }))}
            pointsFactor={null}
            nextPointsFactor={null}
            canReveal
            onReveal={() => setHintsShown((n) => Math.min(n + 1, challenge.hints.length))}
          />
          <Collapsible testId="practice-tables" className="panel" title="Available Tables">
            {challenge.sample_data_description && <p className="muted">{challenge.sample_data_description}</p>}
            <div className="table-cards">{tables.map((t) => <TableCard key={t.name} table={t} />)}</div>
          </Collapsible>
        </aside>
      </div>
    </div>
  );
}
