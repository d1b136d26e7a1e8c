import { Flag } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useReportVerdict } from '../api/report-verdict';

/**
 * A learner who believes a rejected attempt follows the text reports it; an admin reviews it and may add
 * the query to the accepted readings and re-grade. Reported once per attempt.
 */
export function ReportVerdict({ challengeId, attemptId }: { challengeId: number; attemptId: number }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const report = useReportVerdict();
  if (report.isSuccess) {
    return <p className="muted small" role="status" data-testid="verdict-reported">Thanks: an admin will review this verdict.</p>;
  }
  if (!open) {
    return (
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)} data-testid="report-verdict">
        <Flag size={14} aria-hidden /> Report this verdict
      </button>
    );
  }
  return (
    <form
      className="report-verdict"
      data-testid="report-verdict-form"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate({ challengeId, attemptId, message });
      }}
    >
      <label htmlFor={`verdict-message-${attemptId}`} className="small">Why do you think your query follows the text? (optional)</label>
      <textarea id={`verdict-message-${attemptId}`} className="input" rows={3} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
      <div className="row-gap">
        <button type="submit" className="btn btn-secondary btn-sm" disabled={report.isPending}>
          {report.isPending ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>Cancel</button>
      </div>
      {report.isError && <p className="text-danger small" role="alert">{errorText(report.error, 'The report could not be sent.')}</p>}
    </form>
  );
}
