import '@/components/admin/admin.css';
import { EventsView } from '@/features/admin-events/components/events-view';

export function Component() {
  return <EventsView />;
}
