import { type FeedbackEvent, foldFeedback } from './feedback-events';

const at = new Date('2025-01-02T03:04:05.000Z');
const submitted: FeedbackEvent & { createdAt: Date } = {
  type: 'FeedbackSubmitted',
  createdAt: at,
  data: { feedbackId: 7, category: 'bug', message: 'Broken', email: null, userId: 3 },
};
const changed = (status: 'reviewed' | 'closed', notes: string | null): FeedbackEvent & { createdAt: Date } => ({
  type: 'FeedbackStatusChanged',
  createdAt: at,
  data: { feedbackId: 7, status, previousStatus: 'new', notes, adminId: 1 },
});

test('a submitted item starts as new without notes', () => {
  expect(foldFeedback([submitted])).toEqual({ id: 7, createdAt: at, category: 'bug', message: 'Broken', email: null, userId: 3, status: 'new', adminNotes: null, verdict: null });
});

test('status changes replace status and notes; deletion ends the item', () => {
  expect(foldFeedback([submitted, changed('reviewed', 'seen'), changed('closed', null)])).toMatchObject({ status: 'closed', adminNotes: null });
  expect(foldFeedback([submitted, changed('reviewed', 'seen'), { type: 'FeedbackDeleted', createdAt: at, data: { feedbackId: 7, adminId: 1 } }])).toBeNull();
});

test('nothing submitted means no item, whatever else the stream holds', () => {
  expect(foldFeedback([])).toBeNull();
  expect(foldFeedback([changed('reviewed', 'x')])).toBeNull();
});
