import { useState } from 'react';
import { Pause, Play, Trash } from 'lucide-react';
import { errorText } from '@/lib/api-client';
import { useEventTypes } from '../api/get-event-types';
import { useLiveEvents } from '../hooks/use-live-events';
import { EventItem } from './event-item';

function LiveFeed({ type, from, onStream }: { type: string; from: 'now' | 'start'; onStream: (id: string) => void }) {
  const [running, setRunning] = useState(true);
  const live = useLiveEvents({ type, from, running });
  return (
    <>
      <div className="inline-form" style={{ alignItems: 'center', marginBottom: '.75rem' }}>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setRunning((r) => !r)}>
          {running ? <><Pause size={14} aria-hidden /> Pause</> : <><Play size={14} aria-hidden /> Follow live</>}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={live.clear}><Trash size={14} aria-hidden /> Clear</button>
        <span className="small muted" data-testid="live-status">
          {running && <span className="live-dot" aria-hidden />} {running ? 'Following' : 'Paused'}
          {live.position && <> · after position <span className="mono">{live.position}</span></>}
          {live.lastPoll && <> · checked {live.lastPoll.toLocaleTimeString('en-US')}</>}
        </span>
      </div>
      {live.error && <div className="alert alert-error" role="alert"><p>{live.error}</p></div>}
      {live.events.length === 0 ? (
        <p className="muted" data-testid="live-empty">{from === 'now' ? 'Waiting for new events...' : 'No events yet.'}</p>
      ) : (
        <div className="event-list" data-testid="live-events" aria-live="polite">
          {live.events.map((e) => <EventItem key={e.position} event={e} onStream={onStream} />)}
        </div>
      )}
    </>
  );
}

export function LivePanel({ onStream }: { onStream: (id: string) => void }) {
  const types = useEventTypes();
  const [type, setType] = useState('');
  const [from, setFrom] = useState<'now' | 'start'>('start');
  return (
    <div className="operator-grid">
      <div className="card" data-testid="event-types">
        <h2 className="section-title">Event types</h2>
        {types.isError ? (
          <div className="alert alert-error" role="alert"><p>{errorText(types.error, 'Failed to load event types')}</p></div>
        ) : (
          <div className="table-scroll">
            <table className="data-table admin-table">
              <thead><tr><th scope="col">Type</th><th scope="col">Count</th></tr></thead>
              <tbody>
                {(types.data ?? []).map((t) => (
                  <tr key={t.type} className={type === t.type ? 'is-selected' : undefined}>
                    <td><button type="button" className="stream-link" onClick={() => setType(t.type === type ? '' : t.type)}>{t.type}</button></td>
                    <td>{t.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <div className="card" data-testid="live-panel">
        <h2 className="section-title">Live events</h2>
        <div className="inline-form" style={{ marginBottom: '.75rem' }}>
          <div className="field">
            <label className="field-label" htmlFor="live-type">Type</label>
            <select id="live-type" value={type} onChange={(e) => setType(e.target.value)}>
              <option value="">All types</option>
              {(types.data ?? []).map((t) => <option key={t.type} value={t.type}>{t.type} ({t.count})</option>)}
              {type && !(types.data ?? []).some((t) => t.type === type) && <option value={type}>{type}</option>}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="live-from">Start</label>
            <select id="live-from" value={from} onChange={(e) => setFrom(e.target.value as 'now' | 'start')}>
              <option value="start">From the beginning</option>
              <option value="now">New events only</option>
            </select>
          </div>
        </div>
        <LiveFeed key={`${type}|${from}`} type={type} from={from} onStream={onStream} />
      </div>
    </div>
  );
}
