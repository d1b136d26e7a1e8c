import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Code2, Database, FileText, FlaskConical, Lightbulb, Lock, Play, Send } from 'lucide-react';
import { ExplanationMarkdown } from '@/components/learning/explanation-markdown';
import '@/components/learning/learning.css';
import { TablesPanel } from '@/components/schema/tables-panel';
import { TestResultPanel } from '@/components/query-results/test-result-panel';
import { Spinner } from '@/components/ui/spinner';
import { WorkspacePanes } from '@/components/workspace/workspace-panes';
import { WorkspaceTabs } from '@/components/workspace/workspace-tabs';
import { CELEBRATION_DELAY_MS, PASTE_WARNING_MS } from '@/config/constants';
import { errorText } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { parseSchema } from '@/lib/parse-schema';
import { track } from '@/lib/analytics';
import { dailyChallengeQueryOptions, type DailyChallenge } from '../api/get-daily-challenge';
import { useStartChallenge } from '../api/start-challenge';
import { type SubmitResult, useSubmitChallenge } from '../api/submit-challenge';
import { type TestResult, useTestQuery } from '../api/test-query';
import { useCountdown } from '../hooks/use-countdown';
import { useEditorText } from '../hooks/use-editor-text';
import { useRunShortcuts } from '../hooks/use-run-shortcuts';
import { remainingAllowance } from '../utils/allowance';
import { CelebrationDialog } from './celebration-dialog';
import { ChallengeDescription, ChallengeTitle } from './challenge-header';
import { ChallengeHints } from './challenge-hints';
import { FormatButton, ShortcutHint } from './editor-tools';
import { ResultPanel } from './result-panel';
import { diffColumnsOf, type ResultsTab, ResultsTabs } from '@/components/query-results/results-tabs';
import { StartOverlayNote } from './start-overlay-note';
import { TimerDisplay } from './timer-display';

const SqlEditor = lazy(() => import('@/lib/monaco/sql-editor').then((m) => ({ default: m.SqlEditor })));

type Phase = 'ready' | 'started' | 'submitted';

/**
 * Today's challenge as one workspace (issue 33): the problem in tabs on one side, the editor above the
 * Result / Expected / Diff tabs on the other. A resolved day hands over to the finished view.
 */
export function ChallengeWorkspace({ challenge }: { challenge: DailyChallenge }) {
  const queryClient = useQueryClient();
  const start = useStartChallenge();
  const submit = useSubmitChallenge();
  const test = useTestQuery();

  const [phase, setPhase] = useState<Phase>('ready');
  // The text is the learner's local draft (per user and challenge), restored on reload.
  const { data: user } = useUser();
  const { sql, setSql, currentText, marker, markError, handleRef, replaceText } = useEditorText(user?.id, challenge.id);
  const completionTables = useMemo(
    () => parseSchema(challenge.schema_setup).map((t) => ({ name: t.name, columns: t.columns.map((c) => ({ name: c.name, type: c.type })) })),
    [challenge.schema_setup],
  );
  const [startError, setStartError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<TestResult | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const [submittedSql, setSubmittedSql] = useState('');
  const [pasteWarning, setPasteWarning] = useState(false);
  const [celebrate, setCelebrate] = useState(false);
  const [problemTab, setProblemTab] = useState('description');
  const [resultsTab, setResultsTab] = useState<ResultsTab>('result');
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  // The day is over: the daily answer now says so, and the route shows the finished day.
  const review = useCallback(() => {
    setCelebrate(false);
    void queryClient.invalidateQueries({ queryKey: dailyChallengeQueryOptions().queryKey });
  }, [queryClient]);

  const doSubmit = useCallback(
    (solution: string) => {
      setSubmitError(null);
      const ranText = currentText();
      markError(ranText, null, null);
      submit.mutate(
        { challengeId: challenge.id, sql: solution },
        {
          onSuccess: (r) => {
            countdownStop.current();
            setResult(r);
            setSubmittedSql(solution);
            setPhase('submitted');
            setResultsTab('result');
            if (r.show_solution && r.explanation) setProblemTab('explanation');
            markError(ranText, r.error_position, r.error_message);
            track('challenge_completed', {
              challenge_id: challenge.id, is_correct: r.is_correct, time_seconds: r.execution_time_seconds,
              elo_change: r.elo_change, attempt_number: r.attempt_number, difficulty: challenge.difficulty_category,
            });
            if (r.is_correct) later(() => setCelebrate(true), CELEBRATION_DELAY_MS);
          },
          onError: (e) => setSubmitError(errorText(e, 'Failed to submit challenge')),
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [challenge.id, challenge.difficulty_category],
  );

  // Auto-submit at zero when there is something to submit and no submit is running (spec §4).
  const latest = useRef({ sql, submitting: false, phase });
  latest.current = { sql, submitting: submit.isPending, phase };
  const onExpire = useCallback(() => {
    const { sql: text, submitting, phase: p } = latest.current;
    if (p === 'started' && text.trim() && !submitting) doSubmit(text.trim());
  }, [doSubmit]);
  const countdown = useCountdown(onExpire);
  const countdownStop = useRef(countdown.stop);
  countdownStop.current = countdown.stop;

  // A reload during an attempt: the server's clock kept running, so the countdown shows where it is.
  const resumeClock = useRef(challenge.attempt_in_progress ? challenge.time_remaining_seconds : null);
  useEffect(() => {
    if (resumeClock.current != null) countdown.start(resumeClock.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const begin = (isRetry: boolean) => {
    const setError = isRetry ? setRetryError : setStartError;
    setError(null);
    start.mutate(challenge.id, {
      onSuccess: (r) => {
        setResult(null);
        setTestResult(null);
        setTestError(null);
        setSubmitError(null);
        setPhase('started');
        countdown.start(remainingAllowance(challenge.estimated_time_minutes, r?.previous_cumulative_time));
        track('challenge_started', { challenge_id: challenge.id, difficulty: challenge.difficulty_category, category: challenge.category });
      },
      onError: (e) => setError(errorText(e, isRetry ? 'Failed to start retry attempt' : 'Failed to start challenge')),
    });
  };

  const runTest = () => {
    setTestError(null);
    const ranText = currentText();
    if (!ranText.trim()) return;
    markError(ranText, null, null);
    test.mutate(
      { challengeId: challenge.id, sql: ranText.trim() },
      {
        onSuccess: (r) => {
          setTestResult(r);
          setResultsTab('result');
          markError(ranText, r.error_position, r.error);
        },
        onError: (e) => {
          setTestResult(null);
          setTestError(errorText(e, 'Failed to execute test query'));
          setResultsTab('result');
        },
      },
    );
  };

  const onPasteBlocked = useCallback(() => {
    setPasteWarning(true);
    later(() => setPasteWarning(false), PASTE_WARNING_MS);
  }, []);

  const busy = submit.isPending || test.isPending;
  const timeUp = countdown.remaining === 0;
  const actionsDisabled = phase !== 'started' || !sql.trim() || busy || timeUp;
  // not `actionsDisabled`: it reads the rendered text, which can lag the last keystroke (runTest and the submit read it live)
  useRunShortcuts({ enabled: phase === 'started' && !busy && !timeUp, onRun: runTest, onSubmit: () => currentText().trim() && doSubmit(currentText().trim()) });

  // The clock stays in view after a submit, and after a reload between attempts (paused) or during one.
  const attemptsUsed = challenge.attempts_used ?? 0;
  const clock = countdown.remaining ?? (attemptsUsed > 0 ? challenge.time_remaining_seconds ?? null : null);
  const clockNote = phase === 'submitted' ? 'Stopped at your submit' : phase === 'ready' ? (countdown.running ? "Running on the server's clock" : 'Paused until you start') : null;
  const explanation = result?.show_solution ? result.explanation : null;

  // Typing re-renders the page on every keystroke: the panes that do not read the text are kept as they are.
  const problem = useMemo(() => (
    <WorkspaceTabs
      label="Problem"
      testId="problem-tabs"
      selected={problemTab}
      onSelect={setProblemTab}
      tabs={[
        { id: 'description', label: <><FileText size={15} aria-hidden /> Description</>, testId: 'problem-description', content: <ChallengeDescription challenge={challenge} /> },
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
          content: <ChallengeHints challengeId={challenge.id} rating={challenge.difficulty_rating} refreshKey={result?.attempt_id ?? 0} />,
        },
        ...(explanation
          ? [{
              id: 'explanation',
              label: <><BookOpen size={15} aria-hidden /> Explanation</>,
              testId: 'problem-explanation',
              content: <div data-testid="explanation-panel"><ExplanationMarkdown markdown={explanation} /></div>,
            }]
          : []),
      ]}
    />
  ), [challenge, problemTab, explanation, result?.attempt_id]);

  const editor = (
    <div className="ws-editor-body" data-testid="editor-panel">
      <div className="ws-editor-bar">
        <h2><Code2 size={17} aria-hidden /> Your SQL Query</h2>
        <FormatButton sql={sql} disabled={phase !== 'started'} onFormatted={replaceText} />
        <button type="button" className="btn btn-secondary" onClick={runTest} disabled={actionsDisabled} data-testid="test-query">
          <FlaskConical size={16} aria-hidden /> {test.isPending ? 'Testing...' : 'Test Query'}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => doSubmit(sql.trim())} disabled={actionsDisabled} data-testid="submit-solution">
          <Send size={16} aria-hidden /> {submit.isPending ? 'Submitting...' : 'Submit Solution'}
        </button>
      </div>
      <div className="editor-frame" data-testid="sql-editor">
        <Suspense fallback={<div className="editor-loading"><Spinner label="Loading editor" /></div>}>
          <SqlEditor
            value={sql}
            onChange={setSql}
            height="100%"
            readOnly={phase !== 'started'}
            blockPaste={phase === 'started'}
            onPasteBlocked={onPasteBlocked}
            ariaLabel="SQL editor: write your query here"
            completionTables={completionTables}
            errorMarker={marker}
            handleRef={handleRef}
          />
        </Suspense>
        {phase === 'ready' && (
          <div className="editor-overlay">
            <Lock size={24} aria-hidden />
            <p className="strong">The editor unlocks when you start.</p>
            <StartOverlayNote challenge={challenge} remaining={countdown.remaining} />
            {startError && <div className="alert alert-error" role="alert">{startError}</div>}
            <button type="button" className="btn btn-primary btn-lg" onClick={() => begin(false)} disabled={start.isPending} data-testid="start-challenge">
              <Play size={18} aria-hidden /> {start.isPending ? 'Starting...' : challenge.attempt_in_progress ? 'Resume Challenge' : 'Start Challenge'}
            </button>
          </div>
        )}
      </div>
      <div className="ws-editor-notes">
        <ShortcutHint />
        {pasteWarning && (
          <div className="alert alert-warning" role="alert" data-testid="paste-warning">
            Paste is disabled. Please type your solution.
          </div>
        )}
        {timeUp && phase === 'started' && !sql.trim() && <div className="alert alert-error" role="alert">Time is up.</div>}
        {submitError && <div className="alert alert-error" role="alert">{submitError}</div>}
      </div>
    </div>
  );

  const resultContent = useMemo(() => (
    <div className="ws-result" data-testid="syntax-panel">
      {result && (
        <ResultPanel result={result} challengeId={challenge.id} solution={submittedSql} onRetry={() => begin(true)} retrying={start.isPending} retryError={retryError} onReview={review} />
      )}
      {(!result || testResult || testError) && <TestResultPanel result={testResult} error={testError} withDiff={false} />}
    </div>
    // eslint-disable-next-line react-hooks/exhaustive-deps -- begin reads only the challenge and the start mutation
  ), [result, submittedSql, start.isPending, retryError, review, testResult, testError, challenge.id]);
  const results = useMemo(() => (
    <ResultsTabs
      selected={resultsTab}
      onSelect={setResultsTab}
      result={resultContent}
      preview={challenge.expected_preview}
      diff={testResult?.success ? testResult.sample_diff : null}
      columns={diffColumnsOf(testResult, challenge.expected_preview)}
    />
  ), [resultsTab, resultContent, challenge.expected_preview, testResult]);

  return (
    <div className="workspace challenge-page" data-testid="challenge-workspace">
      <header className="ws-bar">
        <ChallengeTitle challenge={challenge} />
        <div className="ws-bar-end">{clock !== null && <TimerDisplay remaining={clock} note={clockNote} />}</div>
      </header>
      <WorkspacePanes
        storageKey="sqldaily.workspace"
        problem={problem}
        editor={editor}
        results={results}
      />
      <CelebrationDialog
        open={celebrate}
        points={result?.points_earned ?? 0}
        eloChange={result?.elo_change ?? null}
        eloPending={result?.elo_pending}
        onClose={review}
      />
    </div>
  );
}
