import type { AdminFeedback, FeedbackStatus } from '../api/types';

export const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  { value: 'new', label: 'New' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const satisfies ReadonlyArray<{ value: FeedbackStatus | ''; label: string }>;

/** Badge colour per feedback status. */
export function feedbackStatusColour(status: string): 'blue' | 'yellow' | 'green' | 'grey' {
  switch (status) {
    case 'new':
      return 'blue';
    case 'reviewed':
      return 'yellow';
    case 'resolved':
      return 'green';
    default:
      return 'grey';
  }
}

export function feedbackCounts(items: Pick<AdminFeedback, 'status'>[]) {
  return {
    total: items.length,
    new: items.filter((f) => f.status === 'new').length,
    reviewed: items.filter((f) => f.status === 'reviewed').length,
    resolved: items.filter((f) => f.status === 'resolved').length,
  };
}

export function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
