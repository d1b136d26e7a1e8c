import { prettyJson, formatDateTime } from '@/utils/admin-format';
import type { EventView } from '../api/types';
import { eventActor } from '../utils/events';

export function EventItem({ event: e, showStream = true, onStream }: { event: EventView; showStream?: boolean; onStream?: (streamId: string) => void }) {
  const actor = eventActor(e.metadata);
  return (
    <details className="event-item" data-testid="event-item">
      <summary>
        <span className="mono muted">#{e.position}</span>
        <span className="badge badge-tag">{e.type}</span>
        {showStream && (
          onStream ? (
            <button type="button" className="stream-link" onClick={(ev) => { ev.preventDefault(); onStream(e.stream_id); }}>{e.stream_id}</button>
          ) : (
            <span className="mono">{e.stream_id}</span>
          )
        )}
        <span className="mono muted">v{e.stream_version}</span>
        {actor && <span className="small muted">actor {actor}</span>}
        <span className="spacer" />
        <span className="small muted nowrap">{formatDateTime(e.created_at)}</span>
      </summary>
      <pre className="json-block">{prettyJson({ data: e.data, metadata: e.metadata, id: e.id })}</pre>
    </details>
  );
}
