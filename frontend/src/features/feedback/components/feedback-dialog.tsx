import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { FEEDBACK_CLOSE_MS, FEEDBACK_RESET_MS } from '@/config/constants';
import { type FeedbackInput, useCreateFeedback } from '../api/create-feedback';

type Category = NonNullable<FeedbackInput['category']>;

export const IN_APP_CATEGORIES = [
  { value: 'bug', label: 'Bug report' },
  { value: 'feature', label: 'Feature request' },
  { value: 'improvement', label: 'Improvement' },
  { value: 'question', label: 'Question' },
  { value: 'other', label: 'Other' },
] as const;

function feedbackError(error: unknown): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to submit feedback. Please try again.';
}

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useCreateFeedback();
  const [category, setCategory] = useState<Category>('bug');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const reset = () => {
    setCategory('bug');
    setMessage('');
    setEmail('');
    setError(null);
    setSent(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError('Please enter your feedback');
      return;
    }
    setError(null);
    const payload = { category, message: message.trim(), ...(email.trim() ? { email: email.trim() } : {}) };
    mutation.mutate(payload, {
      onSuccess: () => {
        setSent(true);
        timers.current.push(
          window.setTimeout(() => {
            onClose();
            timers.current.push(window.setTimeout(reset, FEEDBACK_RESET_MS));
          }, FEEDBACK_CLOSE_MS),
        );
      },
      onError: (e) => setError(feedbackError(e)),
    });
  };

  return (
    <Modal open={open} onClose={onClose} title="Send Feedback" testId="feedback-dialog">
      {sent ? (
        <div className="success-view" role="status">
          <CheckCircle2 size={40} aria-hidden className="text-success" />
          <p className="strong">Thank you for your feedback!</p>
          <p className="muted">We read every message and use it to improve SQL Daily.</p>
        </div>
      ) : (
        <form onSubmit={submit} className="form">
          {error && <div className="alert alert-error" role="alert">{error}</div>}
          <FormField label="Category">
            {(p) => (
              <select {...p} value={category} onChange={(e) => setCategory(e.target.value as Category)}>
                {IN_APP_CATEGORIES.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
              </select>
            )}
          </FormField>
          <FormField label="Message" required>
            {(p) => <textarea {...p} rows={5} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="Tell us what's on your mind..." data-autofocus />}
          </FormField>
          <FormField label="Email (optional)" hint="Only if you'd like a reply.">
            {(p) => <input {...p} type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />}
          </FormField>
          <div className="form-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>Cancel</button>
            <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : 'Send Feedback'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
