import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { LANDING_FEEDBACK_THANKS_MS } from '@/config/constants';
import { type FeedbackInput, useCreateFeedback } from '../api/create-feedback';

type Category = NonNullable<FeedbackInput['category']>;

const LANDING_CATEGORIES = [
  { value: 'general', label: 'General feedback' },
  { value: 'feature', label: 'Feature request' },
  { value: 'bug', label: 'Bug report' },
  { value: 'ui', label: 'Design & usability' },
  { value: 'content', label: 'Challenge content' },
] as const;

export function LandingFeedbackForm() {
  const mutation = useCreateFeedback();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [category, setCategory] = useState<Category>('general');
  const [thanks, setThanks] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { email: email.trim(), message: message.trim(), category },
      {
        onSuccess: () => {
          setThanks(true);
          setEmail('');
          setMessage('');
          setCategory('general');
          timer.current = window.setTimeout(() => setThanks(false), LANDING_FEEDBACK_THANKS_MS);
        },
        // Landing feedback failures are logged only (spec §8).
        onError: (error) => console.error('Landing feedback failed', error),
      },
    );
  };

  if (thanks) {
    return (
      <div className="success-view" role="status" data-testid="landing-feedback-thanks">
        <CheckCircle2 size={40} aria-hidden className="text-success" />
        <p className="strong">Thank you for your feedback!</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="form" aria-label="Feedback form">
      <div className="form-grid">
        <FormField label="Email" required>
          {(p) => <input {...p} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />}
        </FormField>
        <FormField label="Category">
          {(p) => (
            <select {...p} value={category} onChange={(e) => setCategory(e.target.value as Category)}>
              {LANDING_CATEGORIES.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Message" required>
        {(p) => <textarea {...p} required rows={4} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="What would make SQL Daily better for you?" />}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Feedback'}
      </button>
    </form>
  );
}
