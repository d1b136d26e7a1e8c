import { HistoryView } from '@/features/history/components/history-view';

export function Component() {
  return (
    <section className="page">
      <header className="page-header">
        <h1>Challenge History</h1>
        <p className="muted">Every daily challenge you have resolved, newest first.</p>
      </header>
      <HistoryView />
    </section>
  );
}
