import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { BookOpen, Code2, Database, FileText, FlaskConical, Lightbulb, Lock, Play, Repeat, Send } from 'lucide-react';
import { ExplanationMarkdown } from '@/components/learning/explanation-markdown';
import { HintsPanel } from '@/components/learning/hints-panel';
import '@/components/learning/learning.css';
import { diffColumnsOf, type ResultsTab, ResultsTabs } from '@/components/query-results/results-tabs';
import { TestResultPanel } from '@/components/query-results/test-result-panel';
import { TablesPanel } from '@/components/schema/tables-panel';
import { LightMarkdown } from '@/components/ui/light-markdown';
import { Spinner } from '@/components/ui/spinner';
import { WorkspacePanes } from '@/components/workspace/workspace-panes';
import { WorkspaceTabs } from '@/components/workspace/workspace-tabs';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { parseSchema } from '@/lib/parse-schema';
import { capitalize, formatDate } from '@/utils/format';
import { type PracticeChallenge, type PracticeResult, type PracticeTestResult, useStartPractice, useSubmitPractice, useTestPracticeQuery } from '../api/practice';
import { PracticeResultPanel } from './practice-result';

const SqlEditor = lazy(() => import('@/lib/monaco/sql-editor').then((m) => ({ default: m.SqlEditor })));

const draftKey = (userId: number | undefined, id: number) => `sqldaily.practiceDraft:${userId ?? 'anon'}:${id}`;
function readDraft(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * Replays a past challenge unrated, in the same workspace as the daily challenge: Start opens a run,
 * answers are graded like a submit (no attempt limit, no timer), hints are free and the explanation is
 * there to read. The draft is kept per learner and challenge.
 */
export function PracticeWorkspace({ challenge }: { challenge: PracticeChallenge }) {
  const start = useStartPractice();
  const submit = useSubmitPractice();
  const test = useTestPracticeQuery();
  const userId = useUser().data?.id;
  const [running, setRunning] = useState(challenge.open_run !== null);
  const [sql, setSqlState] = useState(() => readDraft(draftKey(userId, challenge.id)));
  const [hintsShown, setHintsShown] = useState(0);
  const [result, setResult] = useState<PracticeResult | null>(null);
  const [testResult, setTestResult] = useState<PracticeTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const [problemTab, setProblemTab] = useState('description');
  const [resultsTab, setResultsTab] = useState<ResultsTab>('result');
  const completionTables = useMemo(
    () => parseSchema(challenge.schema_setup).map((t) => ({ name: t.name, columns: t.columns.map((c) => ({ name: c.name, type: c.type })) })),
    [challenge.schema_setup],
  );
  const setSql = (text: string) => {
    setSqlState(text);
    try {
      window.localStorage.setItem(draftKey(userId, challenge.id), text);
    } catch {
      // A draft is a convenience.
    }
  };

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
          setResultsTab('result');
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
      {
        onSuccess: (r) => {
          setTestResult(r);
          setResultsTab('result');
        },
        onError: (e) => {
          setTestResult(null);
          setTestError(errorText(e, 'Failed to execute test query'));
        },
      },
    );
  };
  const busy = submit.isPending || test.isPending;
  const disabled = !running || !sql.trim() || busy;

  const problem = (
    <WorkspaceTabs
      label="Problem"
      testId="problem-tabs"
      selected={problemTab}
      onSelect={setProblemTab}
      tabs={[
        {
          id: 'description',
          label: <><FileText size={15} aria-hidden /> Description</>,
          testId: 'problem-description',
          content: (
            <div className="challenge-description-tab">
              <LightMarkdown text={challenge.description} className="challenge-description" />
              <p className="contract">
                {challenge.order_matters ? 'Row order matters. ' : 'Row order does not matter. '}
                Practice is unrated: no ELO, points, streak or leaderboard change, and no attempt limit.
              </p>
              <p><Link to={paths.app.practice.getHref()}>← All past challenges</Link></p>
            </div>
          ),
        },
        {
          id: 'tables',
          label: <><Database size={15} aria-hidden /> Tables</>,
          testId: 'problem-tables',
          content: <TablesPanel schemaSetup={challenge.schema_setup} sampleDataDescription={challenge.sample_data_description} />,
        },
        {
          id: 'hints',
          label: <><Lightbulb size={15} aria-hidden /> Hints</>,
          testId: 'problem-hints',
          content: challenge.hints.length ? (
            <HintsPanel
              total={challenge.hints.length}
              revealed={challenge.hints.slice(0, hintsShown).map((hint, i) => ({ index: i + 1, hint }))}
              pointsFactor={null}
              nextPointsFactor={null}
              canReveal
              onReveal={() => setHintsShown((n) => Math.min(n + 1, challenge.hints.length))}
            />
          ) : (
            <p className="ws-empty">This challenge has no hints.</p>
          ),
        },
        {
          id: 'explanation',
          label: <><BookOpen size={15} aria-hidden /> Explanation</>,
          testId: 'problem-explanation',
          content: challenge.explanation ? (
            <div data-testid="explanation-panel"><ExplanationMarkdown markdown={challenge.explanation} /></div>
          ) : (
            <p className="ws-empty">This challenge has no written explanation yet.</p>
          ),
        },
      ]}
    />
  );

  const editor = (
    <div className="ws-editor-body" data-testid="practice-editor-panel">
      <div className="ws-editor-bar">
        <h2><Code2 size={17} aria-hidden /> Your SQL Query</h2>
        <button type="button" className="btn btn-secondary" onClick={runTest} disabled={disabled} data-testid="practice-test-query">
          <FlaskConical size={16} aria-hidden /> {test.isPending ? 'Testing...' : 'Test Query'}
        </button>
        <button type="button" className="btn btn-primary" onClick={doSubmit} disabled={disabled} data-testid="practice-submit">
          <Send size={16} aria-hidden /> {submit.isPending ? 'Checking...' : 'Check Answer'}
        </button>
      </div>
      <div className="editor-frame" data-testid="sql-editor">
        <Suspense fallback={<div className="editor-loading"><Spinner label="Loading editor" /></div>}>
          <SqlEditor value={sql} onChange={setSql} height="100%" readOnly={!running} ariaLabel="SQL editor: write your practice query here" completionTables={completionTables} />
        </Suspense>
        {!running && (
          <div className="editor-overlay">
            <Lock size={24} aria-hidden />
            <p className="strong">{result?.is_correct ? 'Solved! Replay it again whenever you like.' : 'Replay this challenge, unrated.'}</p>
            <button type="button" className="btn btn-primary btn-lg" onClick={begin} disabled={start.isPending} data-testid="start-practice">
              {result?.is_correct ? <Repeat size={18} aria-hidden /> : <Play size={18} aria-hidden />} {start.isPending ? 'Starting...' : result?.is_correct ? 'Practise again' : 'Start practice'}
            </button>
          </div>
        )}
      </div>
      {error && <div className="ws-editor-notes"><div className="alert alert-error" role="alert">{error}</div></div>}
    </div>
  );

  const resultContent = (
    <div className="ws-result" data-testid="practice-test-panel">
      {result && <PracticeResultPanel result={result} />}
      {(!result || testResult || testError) && (
        <div data-testid={testResult?.success ? 'practice-test-result' : testResult ? 'practice-test-error' : undefined}>
          <TestResultPanel result={testResult} error={testError} withDiff={false} />
        </div>
      )}
    </div>
  );

  return (
    <div className="workspace challenge-page practice-page" data-testid="practice-workspace">
      <header className="ws-bar">
        <span className={`badge badge-difficulty difficulty-${challenge.difficulty_category}`}>{capitalize(challenge.difficulty_category)}</span>
        <h1 className="challenge-title" data-testid="practice-title">{challenge.title}</h1>
        <div className="challenge-meta">
          <span className="meta-item">Played {formatDate(challenge.date)}: {capitalize(challenge.outcome)}</span>
          <span className="badge practice-badge">Practice</span>
        </div>
      </header>
      <WorkspacePanes
        storageKey="sqldaily.workspace"
        problem={problem}
        editor={editor}
        results={
          <ResultsTabs
            selected={resultsTab}
            onSelect={setResultsTab}
            result={resultContent}
            preview={challenge.expected_preview}
            diff={testResult?.success ? testResult.sample_diff : null}
            columns={diffColumnsOf(testResult, challenge.expected_preview)}
          />
        }
      />
    </div>
  );
}
