import '@/components/admin/admin.css';
import { AttemptsView } from '@/features/admin-attempts/components/attempts-view';

export function Component() {
  return <AttemptsView />;
}
