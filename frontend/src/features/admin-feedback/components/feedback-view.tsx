import { useState } from 'react';
import { Bug, Eye, Flag, HelpCircle, Lightbulb, MessageSquare, Palette, RefreshCw, Sparkles, Trash2, FileText } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/api-client';
import { capitalize } from '@/utils/format';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatDateTime, formatShortDateTime } from '@/utils/admin-format';
import { useDeleteFeedback } from '../api/delete-feedback';
import { useFeedback } from '../api/get-feedback';
import { useUpdateFeedback } from '../api/update-feedback';
import { useAcceptQuery } from '../api/accept-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AdminFeedback, FeedbackStatus } from '../api/types';
import { feedbackCounts, feedbackStatusColour, STATUS_OPTIONS, truncate } from '../utils/feedback';

const CATEGORY_ICONS: Record<string, typeof Bug> = {
  bug: Bug,
  verdict: Flag,
  feature: Lightbulb,
  improvement: Sparkles,
  ui: Palette,
  content: FileText,
  question: HelpCircle,
};

function CategoryLabel({ category }: { category: string }) {
  const Icon = CATEGORY_ICONS[category] ?? MessageSquare;
  return (
    <span className="validation-state none" style={{ color: 'var(--text)' }}>
      <Icon size={14} aria-hidden /> {category === 'ui' ? 'UI' : capitalize(category)}
    </span>
  );
}

function StatusBadge({ status }: { status: string }) {
  return <span className={`badge status-badge status-${feedbackStatusColour(status)}`}>{status}</span>;
}

function DetailsModal({ item, onClose }: { item: AdminFeedback; onClose: () => void }) {
  const [notes, setNotes] = useState(item.admin_notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFeedback();
  const setStatus = (status: FeedbackStatus) => {
    setError(null);
    update.mutate({ id: item.id, status, adminNotes: notes }, { onSuccess: onClose, onError: (err) => setError(errorText(err, 'Failed to update feedback')) });
  };
  return (
    <Modal
      open
      onClose={() => !update.isPending && onClose()}
      title="Feedback Details"
      size="md"
      testId="feedback-details"
      footer={
        <>
          <span className="spacer" />
          <button type="button" className="btn btn-secondary" onClick={() => setStatus('reviewed')} disabled={update.isPending}>Mark Reviewed</button>
          <button type="button" className="btn btn-primary" onClick={() => setStatus('resolved')} disabled={update.isPending}>Mark Resolved</button>
          <button type="button" className="btn btn-secondary" onClick={() => setStatus('closed')} disabled={update.isPending}>Close</button>
        </>
      }
    >
      <div className="form">
        <dl className="info-list">
          <div><dt>Date</dt><dd>{formatDateTime(item.created_at)}</dd></div>
          <div><dt>Category</dt><dd><CategoryLabel category={item.category} /></dd></div>
          <div><dt>Status</dt><dd><StatusBadge status={item.status} /></dd></div>
          <div style={{ gridColumn: '1 / -1' }}><dt>Email</dt><dd>{item.email || 'Anonymous'}</dd></div>
        </dl>
        <div>
          <div className="field-label">Message</div>
          <p className="message-full" data-testid="feedback-message">{item.message}</p>
        </div>
        {item.verdict && <ReportedVerdict verdict={item.verdict} />}
        <FormField label="Admin Notes">
          {(p) => <textarea {...p} rows={4} placeholder="Add internal notes..." value={notes} onChange={(e) => setNotes(e.target.value)} />}
        </FormField>
        {error && <div className="alert alert-error" role="alert"><p>{error}</p></div>}
      </div>
    </Modal>
  );
}

/**
 * A learner's "Report this verdict": the rejected query and the way to accept it. Accepting adds it to the
 * challenge's accepted readings and validates again; the attempts it affects are re-graded from the
 * challenge's page (dry run first), which stays the admin's decision.
 */
function ReportedVerdict({ verdict }: { verdict: NonNullable<AdminFeedback['verdict']> }) {
  const accept = useAcceptQuery();
  const answer = accept.data;
  return (
    <div data-testid="reported-verdict">
      <div className="field-label">
        Reported verdict: attempt #{verdict.attempt_id} on{' '}
        <Link to={paths.admin.challenge.getHref(verdict.challenge_id)}>challenge #{verdict.challenge_id}</Link>
      </div>
      <pre className="code-block"><code>{verdict.sql}</code></pre>
      <button type="button" className="btn btn-secondary btn-sm" disabled={accept.isPending || !!answer?.success}
        onClick={() => accept.mutate({ challengeId: verdict.challenge_id, sql: verdict.sql })} data-testid="accept-reported-query">
        {accept.isPending ? 'Validating…' : 'Add to accepted readings and validate'}
      </button>
      {answer && (
        <p className={answer.success ? 'text-success small' : 'text-danger small'} role="status" data-testid="accept-result">
          {answer.success
            ? 'Accepted and validated: re-grade the challenge\'s attempts from its page (dry run first).'
            : `Accepted, but validation failed: ${answer.error ?? 'see the challenge page'}`}
        </p>
      )}
      {accept.isError && <p className="text-danger small" role="alert">{errorText(accept.error, 'The query could not be accepted.')}</p>}
    </div>
  );
}

export function FeedbackView() {
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const feedback = useFeedback(status);
  const remove = useDeleteFeedback();
  const [viewing, setViewing] = useState<AdminFeedback | null>(null);
  const [toDelete, setToDelete] = useState<AdminFeedback | null>(null);
  const [error, setError] = useState<string | null>(null);

  const items = feedback.data ?? [];
  const counts = feedbackCounts(items);
  const loadError = feedback.isError ? errorText(feedback.error, 'Failed to load feedback') : null;

  const confirmDelete = () => {
    if (!toDelete) return;
    setError(null);
    remove.mutate(toDelete.id, {
      onSuccess: () => setToDelete(null),
      onError: (err) => {
        setError(errorText(err, 'Failed to delete feedback'));
        setToDelete(null);
      },
    });
  };

  return (
    <section className="page admin-page" data-testid="admin-feedback">
      <header className="admin-header">
        <div>
          <h1>User Feedback</h1>
          <p className="muted">Triage what learners and visitors tell us.</p>
        </div>
        <div className="admin-actions">
          <label className="visually-hidden" htmlFor="feedback-status-filter">Status filter</label>
          <select id="feedback-status-filter" value={status} onChange={(e) => setStatus(e.target.value as FeedbackStatus | '')} style={{ width: 'auto' }}>
            {STATUS_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
          <button type="button" className="btn btn-secondary" onClick={() => void feedback.refetch()} disabled={feedback.isFetching}>
            <RefreshCw size={16} aria-hidden /> Refresh
          </button>
        </div>
      </header>

      <div className="stat-grid four" data-testid="feedback-counts">
        <div className="stat-card"><div className="stat-label">Total</div><div className="stat-value">{counts.total}</div></div>
        <div className="stat-card"><div className="stat-label">New</div><div className="stat-value">{counts.new}</div></div>
        <div className="stat-card"><div className="stat-label">Reviewed</div><div className="stat-value">{counts.reviewed}</div></div>
        <div className="stat-card"><div className="stat-label">Resolved</div><div className="stat-value">{counts.resolved}</div></div>
      </div>

      {(loadError || error) && (
        <div className="alert alert-error" role="alert" data-testid="feedback-error"><p>{error ?? loadError}</p></div>
      )}

      <div className="card table-card-wrap">
        {feedback.isPending ? (
          <p className="center empty-state muted">Loading feedback...</p>
        ) : items.length === 0 ? (
          <div className="center empty-state" data-testid="feedback-empty">
            <MessageSquare size={40} aria-hidden className="muted" />
            <p className="strong">No feedback found</p>
          </div>
        ) : (
          <div className="table-scroll">
            <table className="data-table admin-table" data-testid="feedback-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Category</th>
                  <th scope="col">Message</th>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((f) => (
                  <tr key={f.id} data-testid={`feedback-row-${f.id}`}>
                    <td className="small nowrap">{formatShortDateTime(f.created_at)}</td>
                    <td><CategoryLabel category={f.category} /></td>
                    <td className="message-cell" title={f.message}>{truncate(f.message)}</td>
                    <td>{f.email || <span className="muted">Anonymous</span>}</td>
                    <td><StatusBadge status={f.status} /></td>
                    <td>
                      <div className="row-actions">
                        <button type="button" className="icon-button" title="View" aria-label={`View feedback ${f.id}`} onClick={() => setViewing(f)}>
                          <Eye size={16} aria-hidden />
                        </button>
                        <button type="button" className="icon-button danger" title="Delete" aria-label={`Delete feedback ${f.id}`} onClick={() => setToDelete(f)}>
                          <Trash2 size={16} aria-hidden />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {viewing && <DetailsModal key={viewing.id} item={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Feedback"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        testId="delete-feedback-dialog"
      >
        <p>Are you sure you want to delete this feedback?</p>
      </ConfirmDialog>
    </section>
  );
}
