import '@/components/admin/admin.css';
import { FeedbackView } from '@/features/admin-feedback/components/feedback-view';

export function Component() {
  return <FeedbackView />;
}
