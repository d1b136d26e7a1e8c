import { FeedbackListQuerySchema, SubmitFeedbackSchema, UpdateFeedbackSchema } from './feedback.schemas';

test('submissions: message trimmed, empty email dropped, category defaulted, unknown fields refused', () => {
  expect(SubmitFeedbackSchema.parse({ message: '  Nice  ', email: '' })).toEqual({ message: 'Nice', category: 'general', email: null });
  expect(SubmitFeedbackSchema.parse({ message: 'x', email: ' Ann@Example.COM ', category: 'improvement' })).toEqual({
    message: 'x',
    category: 'improvement',
    email: 'ann@example.com',
  });
  expect(SubmitFeedbackSchema.safeParse({ message: '   ' }).error?.issues[0]?.message).toBe('Please enter your feedback');
  for (const bad of [{ message: 'x', email: 'nope' }, { message: 'x', category: 'spam' }, { message: 'x'.repeat(5001) }, { message: 'x', extra: 1 }]) {
    expect(SubmitFeedbackSchema.safeParse(bad).success).toBe(false);
  }
});

test('updates: empty notes become null, absent notes stay absent, something must change', () => {
  expect(UpdateFeedbackSchema.parse({ status: 'resolved', admin_notes: '  ' })).toEqual({ status: 'resolved', admin_notes: null });
  expect(UpdateFeedbackSchema.parse({ status: 'closed' })).toEqual({ status: 'closed' });
  expect(UpdateFeedbackSchema.safeParse({}).success).toBe(false);
  expect(UpdateFeedbackSchema.safeParse({ status: 'done' }).success).toBe(false);
});

test('the list filter accepts a status or nothing', () => {
  expect(FeedbackListQuerySchema.parse({ status_filter: '' })).toEqual({});
  expect(FeedbackListQuerySchema.parse({ status_filter: 'new' })).toEqual({ status_filter: 'new' });
  expect(FeedbackListQuerySchema.safeParse({ status_filter: 'open' }).success).toBe(false);
});
