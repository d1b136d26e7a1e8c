import { type FormEvent, useState } from 'react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { formatDateTime } from '@/utils/admin-format';
import { STREAMS_PAGE_SIZE, useStreams } from '../api/get-streams';
import { useStream } from '../api/get-stream';
import { EventItem } from './event-item';
import { plural } from '@/utils/format';

function StreamReader({ streamId }: { streamId: string }) {
  const stream = useStream(streamId);
  if (stream.isPending) return <Spinner label="Loading stream" />;
  if (stream.isError) return <div className="alert alert-error" role="alert"><p>{errorText(stream.error, 'Failed to load the stream')}</p></div>;
  const events = stream.data.pages.flatMap((p) => p.events);
  const version = stream.data.pages[0]?.version ?? 0;
  return (
    <div data-testid="stream-reader">
      <p className="muted small">
        <span className="mono">{streamId}</span> · version {version} · showing {events.length} of {plural(version + 1, 'event')}
      </p>
      <div className="event-list">{events.map((e) => <EventItem key={e.position} event={e} showStream={false} />)}</div>
      {stream.hasNextPage && (
        <button type="button" className="btn btn-secondary btn-sm" style={{ marginTop: '.75rem' }} onClick={() => void stream.fetchNextPage()} disabled={stream.isFetchingNextPage}>
          {stream.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </div>
  );
}

export function StreamsPanel({ openStream, onOpenStream }: { openStream: string | null; onOpenStream: (id: string | null) => void }) {
  const [draft, setDraft] = useState('');
  const [prefix, setPrefix] = useState('');
  const [offset, setOffset] = useState(0);
  const streams = useStreams(prefix, offset);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPrefix(draft.trim());
    setOffset(0);
  };

  return (
    <div className="operator-grid">
      <div className="card" data-testid="streams-panel">
        <h2 className="section-title">Streams</h2>
        <form className="inline-form" onSubmit={submit} role="search">
          <div className="field" style={{ flex: 1 }}>
            <label className="field-label" htmlFor="stream-prefix">Stream prefix</label>
            <input id="stream-prefix" placeholder="e.g. learner- or challenge-" value={draft} onChange={(e) => setDraft(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-secondary"><Search size={16} aria-hidden /> Filter</button>
        </form>
        {streams.isPending ? (
          <Spinner label="Loading streams" />
        ) : streams.isError ? (
          <div className="alert alert-error" role="alert" style={{ marginTop: '.75rem' }}><p>{errorText(streams.error, 'Failed to load streams')}</p></div>
        ) : streams.data.streams.length === 0 ? (
          <p className="muted" style={{ marginTop: '.75rem' }}>No streams found.</p>
        ) : (
          <div className="table-scroll" style={{ marginTop: '.75rem' }}>
            <table className="data-table admin-table" data-testid="streams-table">
              <thead><tr><th scope="col">Stream</th><th scope="col">Events</th><th scope="col">Last event</th></tr></thead>
              <tbody>
                {streams.data.streams.map((s) => (
                  <tr key={s.stream_id}>
                    <td>
                      <button type="button" className={`stream-link${openStream === s.stream_id ? ' active' : ''}`} onClick={() => onOpenStream(s.stream_id)}>{s.stream_id}</button>
                    </td>
                    <td>{s.events}</td>
                    <td className="small nowrap">{formatDateTime(s.last_event_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {streams.data && (offset > 0 || streams.data.has_more) && (
          <nav className="admin-pagination" aria-label="Streams pagination" style={{ padding: '.75rem 0 0', borderTop: 0 }}>
            <span className="muted small">Streams {offset + 1}–{offset + streams.data.streams.length}</span>
            <div className="pager">
              <button type="button" className="btn btn-secondary btn-sm" disabled={offset === 0} onClick={() => setOffset((o) => Math.max(0, o - STREAMS_PAGE_SIZE))}>
                <ChevronLeft size={16} aria-hidden /> Previous
              </button>
              <button type="button" className="btn btn-secondary btn-sm" disabled={!streams.data.has_more} onClick={() => setOffset((o) => o + STREAMS_PAGE_SIZE)}>
                Next <ChevronRight size={16} aria-hidden />
              </button>
            </div>
          </nav>
        )}
      </div>
      <div className="card">
        <h2 className="section-title">Stream events</h2>
        {openStream ? <StreamReader key={openStream} streamId={openStream} /> : <p className="muted">Pick a stream to read its events.</p>}
      </div>
    </div>
  );
}
