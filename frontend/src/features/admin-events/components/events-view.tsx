import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Activity, Database, LineChart, Layers } from 'lucide-react';
import { AccessDenied } from '@/components/admin/access-denied';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { LivePanel } from './live-panel';
import { ProjectionsPanel } from './projections-panel';
import { RatingHistoryPanel } from './rating-history-panel';
import { StreamsPanel } from './streams-panel';

const TABS = [
  { id: 'live', label: 'Live Events', icon: Activity },
  { id: 'streams', label: 'Streams', icon: Database },
  { id: 'ratings', label: 'Rating History', icon: LineChart },
  { id: 'projections', label: 'Projections', icon: Layers },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Operator view (admins only: a learner sees 'Access Denied' and nothing is polled). */
export function EventsView() {
  const user = useUser().data;
  if (!user?.is_admin) return <AccessDenied />;
  return <OperatorView />;
}

/** The event stream, one learner's rating history and the projections' state. */
function OperatorView() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some((t) => t.id === params.get('tab')) ? params.get('tab') : 'live') as TabId;
  const [openStream, setOpenStream] = useState<string | null>(params.get('stream'));
  const select = (id: TabId) => setParams((p) => { p.set('tab', id); return p; }, { replace: true });
  const showStream = (id: string | null) => {
    setOpenStream(id);
    select('streams');
  };

  return (
    <section className="page admin-page" data-testid="admin-events">
      <header className="admin-header">
        <div>
          <h1>Event Stream</h1>
          <p className="muted">Browse streams, follow new events live, trace rating changes and watch the projections.</p>
        </div>
      </header>
      <div className="tabs" role="tablist" aria-label="Operator views">
        {TABS.map(({ id, label, icon: Icon }) => (
          <button key={id} type="button" role="tab" id={`tab-${id}`} aria-selected={tab === id} aria-controls={`panel-${id}`} className={cn('tab', tab === id && 'active')} onClick={() => select(id)}>
            <Icon size={16} aria-hidden /> {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'live' && <LivePanel onStream={(id) => showStream(id)} />}
        {tab === 'streams' && <StreamsPanel openStream={openStream} onOpenStream={setOpenStream} />}
        {tab === 'ratings' && <RatingHistoryPanel initialUserId={params.get('user_id') ?? ''} />}
        {tab === 'projections' && <ProjectionsPanel />}
      </div>
    </section>
  );
}
