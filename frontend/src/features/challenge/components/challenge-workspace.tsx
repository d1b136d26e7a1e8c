import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertTriangle, Code2, Lock, Play, Send, ShieldCheck, FlaskConical } from 'lucide-react';
import { Collapsible } from '@/components/ui/collapsible';
import { ResizableSplit } from '@/components/ui/resizable-split';
import { Spinner } from '@/components/ui/spinner';
import { CELEBRATION_DELAY_MS, EDITOR_HEIGHT_PX, PASTE_WARNING_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { parseSchema } from '@/lib/parse-schema';
import { track } from '@/lib/analytics';
import { type DailyChallenge } from '../api/get-daily-challenge';
import { useStartChallenge } from '../api/start-challenge';
import { type SubmitResult, useSubmitChallenge } from '../api/submit-challenge';
import { type TestResult, useTestQuery } from '../api/test-query';
import { useCountdown } from '../hooks/use-countdown';
import { useEditorText } from '../hooks/use-editor-text';
import { useRunShortcuts } from '../hooks/use-run-shortcuts';
import { remainingAllowance } from '../utils/allowance';
import { CelebrationDialog } from './celebration-dialog';
import { ChallengeHeader } from './challenge-header';
import { FormatButton, ShortcutHint } from './editor-tools';
import { ExpectedOutputPanel } from './expected-output-panel';
import { StartOverlayNote } from './start-overlay-note';
import { ChallengeHints } from './challenge-hints';
import { ExplanationPanel } from '@/components/learning/explanation-panel';
import { ResultPanel } from './result-panel';
import { TablesPanel } from './tables-panel';
import { TestResultPanel } from './test-result-panel';
import { TimerDisplay } from './timer-display';

const SqlEditor = lazy(() => import('@/lib/monaco/sql-editor').then((m) => ({ default: m.SqlEditor })));

type Phase = 'ready' | 'started' | 'submitted';

export function ChallengeWorkspace({ challenge }: { challenge: DailyChallenge }) {
  const navigate = useNavigate();
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
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

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
          markError(ranText, r.error_position, r.error);
        },
        onError: (e) => {
          setTestResult(null);
          setTestError(errorText(e, 'Failed to execute test query'));
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

  return (
    <div className="challenge-page">
      <ChallengeHeader challenge={challenge} />

      {clock !== null && <TimerDisplay remaining={clock} note={clockNote} />}

      <div className="alert alert-warning">
        <AlertTriangle size={18} aria-hidden />
        <span>Only a first-attempt success raises your ELO. Later attempts carry an ELO penalty even if correct.</span>
      </div>

      <ResizableSplit className="challenge-grid" storageKey="sqldaily.challengeSplit" label="Resize the editor and tables panels">
        <div className="challenge-main">
          <Collapsible
            className="panel"
            testId="editor-panel"
            title={<><Code2 size={18} aria-hidden /> Your SQL Query</>}
            actions={<FormatButton sql={sql} disabled={phase !== 'started'} onFormatted={replaceText} />}
          >
            <div className="editor-frame" data-testid="sql-editor" style={{ height: EDITOR_HEIGHT_PX }}>
              <Suspense fallback={<div className="editor-loading"><Spinner label="Loading editor" /></div>}>
                <SqlEditor
                  value={sql}
                  onChange={setSql}
                  height={EDITOR_HEIGHT_PX}
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
                  <Lock size={32} aria-hidden />
                  <p className="strong">The editor unlocks when you start.</p>
                  <StartOverlayNote challenge={challenge} />
                  {startError && <div className="alert alert-error" role="alert">{startError}</div>}
                  <button type="button" className="btn btn-primary btn-lg" onClick={() => begin(false)} disabled={start.isPending} data-testid="start-challenge">
                    <Play size={18} aria-hidden /> {start.isPending ? 'Starting...' : challenge.attempt_in_progress ? 'Resume Challenge' : 'Start Challenge'}
                  </button>
                </div>
              )}
            </div>
            <p className="muted small editor-hint">
              Tab inserts two spaces. Keyboard users: press Ctrl+M (Ctrl+Shift+M on macOS) to let Tab move focus out of the editor.
            </p>
            <ShortcutHint />
            {pasteWarning && (
              <div className="alert alert-warning" role="alert" data-testid="paste-warning">
                Paste is disabled. Please type your solution.
              </div>
            )}
            {timeUp && phase === 'started' && !sql.trim() && (
              <div className="alert alert-error" role="alert">Time is up.</div>
            )}
            {submitError && <div className="alert alert-error" role="alert">{submitError}</div>}
            <div className="editor-actions">
              <button type="button" className="btn btn-secondary" onClick={runTest} disabled={actionsDisabled} data-testid="test-query">
                <FlaskConical size={16} aria-hidden /> {test.isPending ? 'Testing...' : 'Test Query'}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => doSubmit(sql.trim())} disabled={actionsDisabled} data-testid="submit-solution">
                <Send size={16} aria-hidden /> {submit.isPending ? 'Submitting...' : 'Submit Solution'}
              </button>
            </div>
          </Collapsible>

          <Collapsible className="panel" testId="syntax-panel" title={<><ShieldCheck size={18} aria-hidden /> Syntax Validation</>}>
            <TestResultPanel result={testResult} error={testError} />
          </Collapsible>

          {result && (
            <ResultPanel result={result} challengeId={challenge.id} solution={submittedSql} onRetry={() => begin(true)} retrying={start.isPending} retryError={retryError} />
          )}
          {result?.show_solution && result.explanation && <ExplanationPanel explanation={result.explanation} />}
        </div>

        <aside className="challenge-side">
          <ChallengeHints challengeId={challenge.id} rating={challenge.difficulty_rating} refreshKey={result?.attempt_id ?? 0} />
          <TablesPanel schemaSetup={challenge.schema_setup} sampleDataDescription={challenge.sample_data_description} />
          {challenge.expected_preview && <ExpectedOutputPanel preview={challenge.expected_preview} />}
        </aside>
      </ResizableSplit>

      <CelebrationDialog
        open={celebrate}
        points={result?.points_earned ?? 0}
        eloChange={result?.elo_change ?? null}
        eloPending={result?.elo_pending}
        onClose={() => {
          setCelebrate(false);
          navigate(paths.app.dashboard.getHref());
        }}
      />
    </div>
  );
}
