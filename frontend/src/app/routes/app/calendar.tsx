import { useUser } from '@/lib/auth';
import { CalendarView } from '@/features/history/components/calendar-view';

export function Component() {
  const user = useUser().data;
  return (
    <section className="page">
      <header className="page-header">
        <h1>Calendar</h1>
        <p className="muted">Your daily challenges month by month. Select a day to see the details.</p>
      </header>
      <CalendarView currentStreak={user?.current_streak ?? 0} />
    </section>
  );
}
