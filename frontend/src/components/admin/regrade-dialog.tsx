import { type ReactNode, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/api-client';
import { REGRADE_REASON_MAX, type RegradeReport, type RegradeRequest } from '@/api/admin/types';
import { EloRecalculations } from './elo-recalculations';

type RegradeDialogProps = {
  open: boolean;
  title: string;
  /** One sentence naming what is re-graded, e.g. "Attempt #12 by user10 on 'Customer totals'." */
  scope: ReactNode;
  /** Posts the re-grade; the body carries `dry_run: true` for the preview only. */
  submit: (body: RegradeRequest) => Promise<RegradeReport>;
  usernames?: Map<number, string>;
  onClose: () => void;
  onApplied?: (report: RegradeReport) => void;
  testId?: string;
};

const verdict = (correct: boolean) => (correct ? 'Correct' : 'Incorrect');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Counts({ report }: { report: RegradeReport }) {
  return (
    <div className="stats-inline" data-testid="regrade-counts">
      <div><span className="stat-label">Checked</span><strong>{report.checked}</strong></div>
      <div><span className="stat-label">Changed</span><strong>{report.changed.length}</strong></div>
      <div><span className="stat-label">Unchanged</span><strong>{report.unchanged}</strong></div>
      <div><span className="stat-label">Still Open</span><strong>{report.still_open.length}</strong></div>
    </div>
  );
}

function Changes({ report, usernames }: { report: RegradeReport; usernames?: Map<number, string> }) {
  if (report.changed.length === 0) {
    return <p className="muted">{report.dry_run ? 'No verdicts would change.' : 'No verdicts changed.'}</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table admin-table compact" data-testid="regrade-changes">
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">User</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {report.changed.map((c) => (
            <tr key={c.attempt_id}>
              <td className="mono">#{c.attempt_id}</td>
              <td>{usernames?.get(c.user_id) ?? `User ${c.user_id}`} (ID {c.user_id})</td>
              <td>
                <span className={c.was_correct ? 'text-success' : 'text-danger'}>{verdict(c.was_correct)}</span>
                {' → '}
                <span className={`strong ${c.now_correct ? 'text-success' : 'text-danger'}`}>{verdict(c.now_correct)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StillOpen({ ids }: { ids: number[] }) {
  if (ids.length === 0) return null;
  return (
    <p className="muted small" data-testid="regrade-still-open">
      Left alone because the learner is still playing that day: {ids.map((id) => `#${id}`).join(', ')}. Re-grade them once the day is over.
    </p>
  );
}

/**
 * Re-grade one attempt or every attempt on a challenge against the challenge as it stands now:
 * a reason is required, a dry run previews the changed verdicts, and applying records them and recalculates ELO.
 * Mount with a key per target to start afresh.
 */
export function RegradeDialog({ open, title, scope, submit, usernames, onClose, onApplied, testId = 'regrade-dialog' }: RegradeDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [preview, setPreview] = useState<RegradeReport | null>(null);
  const [result, setResult] = useState<RegradeReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);

  const run = async (dryRun: boolean) => {
    const trimmed = reason.trim();
    setError(null);
    if (!trimmed) {
      setReasonMissing(true);
      setError('A reason is required.');
      return;
    }
    setReasonMissing(false);
    setBusy(dryRun ? 'preview' : 'apply');
    try {
      const report = await submit(dryRun ? { reason: trimmed, dry_run: true } : { reason: trimmed });
      if (dryRun) {
        setPreview(report);
      } else {
        setResult(report);
        onApplied?.(report);
      }
    } catch (err) {
      setError(errorText(err, dryRun ? 'Failed to preview the re-grade' : 'Failed to re-grade'));
    } finally {
      setBusy(null);
    }
  };

  const canApply = preview !== null && preview.changed.length > 0 && busy === null;

  return (
    <Modal
      open={open}
      onClose={() => busy === null && onClose()}
      title={title}
      size="md"
      testId={testId}
      footer={
        result ? (
          <>
            <span className="spacer" />
            {/* The footer's buttons are replaced by Close: focus it so the keyboard is not left on a removed button. */}
            <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>Close</button>
          </>
        ) : (
          <>
            <span className="spacer" />
            <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy !== null}>Cancel</button>
            <button type="button" className="btn btn-secondary" onClick={() => void run(true)} disabled={busy !== null}>
              {busy === 'preview' ? 'Previewing...' : 'Preview (dry run)'}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void run(false)} disabled={!canApply}>
              {busy === 'apply' ? 'Re-grading...' : 'Apply re-grade'}
            </button>
          </>
        )
      }
    >
      <div className="form">
        <p>{scope}</p>
        <p className="muted small">
          Submissions are run again against the challenge&apos;s current solution and expected output. Changed verdicts are recorded with your reason and
          the learners&apos; ELO is recalculated; attempts on days a learner is still playing are left alone.
        </p>
        <FormField label="Reason" required hint={`Recorded with every changed verdict (up to ${REGRADE_REASON_MAX} characters). Preview first: nothing changes until you apply.`}>
          {(p) => (
            <textarea
              {...p}
              name="reason"
              rows={3}
              maxLength={REGRADE_REASON_MAX}
              placeholder="e.g. Fixed the reference solution's ORDER BY"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (reasonMissing && e.target.value.trim()) {
                  setReasonMissing(false);
                  setError(null);
                }
              }}
              aria-invalid={reasonMissing || undefined}
              required
              disabled={busy !== null || result !== null}
              data-autofocus
            />
          )}
        </FormField>

        {preview && !result && (
          <div data-testid="regrade-preview">
            <h3 className="section-title">Preview (dry run)</h3>
            <Counts report={preview} />
            <Changes report={preview} usernames={usernames} />
            <StillOpen ids={preview.still_open} />
          </div>
        )}

        {result && (
          <div className="alert alert-success" role="status" data-testid="regrade-result">
            <div>
              <p className="strong">
                Re-grade applied: {plural(result.changed.length, 'verdict', 'verdicts')} changed.
              </p>
              <Counts report={result} />
              <Changes report={result} usernames={usernames} />
              <StillOpen ids={result.still_open} />
              <p className="strong">ELO recalculated:</p>
              <EloRecalculations items={Object.values(result.elo_recalculations ?? {})} usernames={usernames} />
            </div>
          </div>
        )}

        {error && (
          <div className="alert alert-error" role="alert" data-testid="regrade-error">
            <p>{error}</p>
          </div>
        )}
      </div>
    </Modal>
  );
}
