import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { useProjections } from '../api/get-projections';
import { useRebuildProjection } from '../api/rebuild-projection';
import { plural } from '@/utils/format';

export function ProjectionsPanel() {
  const projections = useProjections();
  const rebuild = useRebuildProjection();
  const [running, setRunning] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = (name: string) => {
    setRunning(name);
    setNotice(null);
    rebuild.mutate(name, {
      onSuccess: (r) => setNotice({ tone: 'success', text: `Rebuilt ${r.name} (v${r.version}): ${plural(r.events, 'event')} in ${r.seconds} s.` }),
      onError: (err) => setNotice({ tone: 'error', text: errorText(err, `Failed to rebuild ${name}`) }),
      onSettled: () => setRunning(null),
    });
  };

  return (
    <div className="card" data-testid="projections-panel">
      <div className="admin-header">
        <h2 className="section-title">Projections</h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void projections.refetch()} disabled={projections.isFetching}>
          <RefreshCw size={14} aria-hidden /> Refresh
        </button>
      </div>
      {notice && <div className={`alert alert-${notice.tone}`} role="status" style={{ marginBottom: '.75rem' }}><p>{notice.text}</p></div>}
      {projections.isPending ? (
        <Spinner label="Loading projections" />
      ) : projections.isError ? (
        <div className="alert alert-error" role="alert"><p>{errorText(projections.error, 'Failed to load projections')}</p></div>
      ) : (
        <div className="table-scroll">
          <table className="data-table admin-table" data-testid="projections-table">
            <thead>
              <tr>
                <th scope="col">Projection</th>
                <th scope="col">Version</th>
                <th scope="col">Checkpoint</th>
                <th scope="col">Head</th>
                <th scope="col">Lag</th>
                <th scope="col">Pending events</th>
                <th scope="col">Runner</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {projections.data.map((p) => {
                const stale = p.installed_version != null && p.installed_version !== p.version;
                return (
                  <tr key={p.name} data-testid={`projection-${p.name}`}>
                    <td className="mono strong">{p.name}</td>
                    <td>
                      v{p.version}
                      {stale && <div className="cell-sub text-danger">installed v{p.installed_version}</div>}
                      {p.installed_version == null && <div className="cell-sub">not installed</div>}
                    </td>
                    <td className="mono small">{p.checkpoint}</td>
                    <td className="mono small">{p.head}</td>
                    <td className="mono small">{p.lag}</td>
                    <td>
                      <span className={`badge status-badge ${p.pending_events ? 'status-yellow' : 'status-green'}`}>{p.pending_events ?? 'n/a'}</span>
                    </td>
                    <td><span className={`badge status-badge ${p.active ? 'status-green' : 'status-grey'}`}>{p.active ? 'active' : 'idle'}</span></td>
                    <td>
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => run(p.name)} disabled={rebuild.isPending} aria-label={`Rebuild ${p.name}`}>
                        {running === p.name ? 'Rebuilding...' : 'Rebuild'}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
