/** The feedback context's public module: what other wings may use of it (they never import its folders). */
export { SubmitFeedbackCommand, type VerdictReport } from './application/commands';
export type { FeedbackView } from './http/feedback-views';
