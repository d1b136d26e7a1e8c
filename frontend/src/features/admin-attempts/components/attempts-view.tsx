import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChevronLeft, ChevronRight, ClipboardList, Filter, ListRestart, RefreshCw, Trash2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/api-client';
import { formatClock, formatSigned } from '@/utils/format';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { EloRecalculations } from '@/components/admin/elo-recalculations';
import { RegradeDialog } from '@/components/admin/regrade-dialog';
import { formatShortDateTime } from '@/utils/admin-format';
import { useBulkDeleteAttempts } from '../api/bulk-delete-attempts';
import { useDeleteAttempt } from '../api/delete-attempt';
import { useRegradeAttempt } from '../api/regrade-attempt';
import { useSearchAttempts } from '../api/search-attempts';
import type { AdminAttempt, EloRecalculation, RegradeReport } from '../api/types';
import { ATTEMPTS_PAGE_SIZE, type AttemptFilters, emptyFilters, hasFilters, pageText, showingText, toSearchRequest, totalPages } from '../utils/filters';

export function AttemptsView() {
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<AttemptFilters>(() => ({ ...emptyFilters(), challengeId: searchParams.get('challenge_id') ?? '' }));
  const [showFilters, setShowFilters] = useState(() => Boolean(searchParams.get('challenge_id')));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recalc, setRecalc] = useState<{ title: string; items: EloRecalculation[] | null; usernames: Map<number, string> } | null>(null);
  const [regrading, setRegrading] = useState<{ key: string; attempt: AdminAttempt } | null>(null);

  const request = useMemo(() => toSearchRequest(filters, page), [filters, page]);
  const search = useSearchAttempts(request);
  const deleteOne = useDeleteAttempt();
  const deleteMany = useBulkDeleteAttempts();
  const regradeOne = useRegradeAttempt();
  const deleting = deleteOne.isPending || deleteMany.isPending;

  useEffect(() => setSelected(new Set()), [request]);
  useEffect(() => {
    if (search.isError) setError(errorText(search.error, 'Failed to load challenge attempts'));
  }, [search.isError, search.error]);

  const attempts = search.data?.attempts ?? [];
  const total = search.data?.total_count ?? 0;

  const setFilter = <K extends keyof AttemptFilters>(key: K, value: AttemptFilters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  const allOnPage = attempts.length > 0 && attempts.every((a) => selected.has(a.id));
  const toggleAll = () => setSelected(allOnPage ? new Set() : new Set(attempts.map((a) => a.id)));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const loadedUsernames = () => new Map(attempts.filter((a) => a.username).map((a) => [a.user_id, a.username as string]));

  const regraded = (attempt: AdminAttempt, report: RegradeReport) => {
    const change = report.changed.find((c) => c.attempt_id === attempt.id);
    if (!change) {
      setRecalc({ title: `Re-graded attempt ${attempt.id}: the verdict did not change.`, items: null, usernames: new Map() });
      return;
    }
    const title = `Re-graded attempt ${attempt.id}: ${change.was_correct ? 'Correct' : 'Incorrect'} → ${change.now_correct ? 'Correct' : 'Incorrect'}. ELO recalculated:`;
    setRecalc({ title, items: Object.values(report.elo_recalculations ?? {}), usernames: loadedUsernames() });
  };

  const confirmDelete = () => {
    if (!pendingDelete || pendingDelete.length === 0) return;
    const ids = pendingDelete;
    setError(null);
    const done = (deleted: number, items: EloRecalculation[]) => {
      setRecalc({ title: `Deleted ${deleted} ${deleted === 1 ? 'attempt' : 'attempts'}. ELO recalculated:`, items, usernames: loadedUsernames() });
      setPendingDelete(null);
      setSelected(new Set());
    };
    if (ids.length === 1) {
      deleteOne.mutate(ids[0], {
        onSuccess: (r) => done(1, r.elo_recalculation ? [r.elo_recalculation] : []),
        onError: (err) => {
          setError(errorText(err, 'Failed to delete attempt'));
          setPendingDelete(null);
        },
      });
    } else {
      deleteMany.mutate(ids, {
        onSuccess: (r) => done(r.deleted ?? ids.length, Object.values(r.elo_recalculations ?? {})),
        onError: (err) => {
          setError(errorText(err, 'Failed to delete attempts'));
          setPendingDelete(null);
        },
      });
    }
  };

  const correct = attempts.filter((a) => a.is_correct).length;
  const uniqueUsers = new Set(attempts.map((a) => a.user_id)).size;
  const pages = totalPages(total);

  return (
    <section className="page admin-page" data-testid="admin-attempts">
      <header className="admin-header">
        <div>
          <h1>Challenge Attempts Management</h1>
          <p className="muted">Find learners&apos; attempts, re-grade or delete them; ELO is recalculated on the server.</p>
        </div>
        <div className="admin-actions">
          <button type="button" className="btn btn-secondary" aria-expanded={showFilters} aria-controls="attempt-filters" onClick={() => setShowFilters((s) => !s)}>
            <Filter size={16} aria-hidden /> Filters{hasFilters(filters) ? ' (active)' : ''}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void search.refetch()} disabled={search.isFetching}>
            <RefreshCw size={16} aria-hidden /> Refresh
          </button>
          <button type="button" className="btn btn-primary btn-danger" disabled={selected.size === 0 || deleting} onClick={() => selected.size > 0 && setPendingDelete([...selected])}>
            <Trash2 size={16} aria-hidden /> Delete Selected ({selected.size})
          </button>
        </div>
      </header>

      {showFilters && (
        <div className="card filters-panel" id="attempt-filters" data-testid="attempt-filters">
          <h2 className="section-title"><Filter size={18} aria-hidden /> Filters</h2>
          <div className="form-grid">
            <FormField label="User ID">
              {(p) => <input {...p} type="number" inputMode="numeric" min={1} step={1} placeholder="Any user" value={filters.userId} onChange={(e) => setFilter('userId', e.target.value)} />}
            </FormField>
            <FormField label="Challenge ID">
              {(p) => <input {...p} type="number" inputMode="numeric" min={1} step={1} placeholder="Any challenge" value={filters.challengeId} onChange={(e) => setFilter('challengeId', e.target.value)} />}
            </FormField>
            <FormField label="Result">
              {(p) => (
                <select {...p} value={filters.result} onChange={(e) => setFilter('result', e.target.value as AttemptFilters['result'])}>
                  <option value="">All Results</option>
                  <option value="true">Correct</option>
                  <option value="false">Incorrect</option>
                </select>
              )}
            </FormField>
            <FormField label="Date From">
              {(p) => <input {...p} type="date" value={filters.dateFrom} onChange={(e) => setFilter('dateFrom', e.target.value)} />}
            </FormField>
            <FormField label="Date To">
              {(p) => <input {...p} type="date" value={filters.dateTo} onChange={(e) => setFilter('dateTo', e.target.value)} />}
            </FormField>
          </div>
          <div className="form-actions" style={{ marginTop: '.75rem' }}>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => { setFilters(emptyFilters()); setPage(1); }}>Clear Filters</button>
          </div>
        </div>
      )}

      {error && (
        <div className="alert alert-error" role="alert" data-testid="attempts-error">
          <p>{error}</p>
          <span className="spacer" />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setError(null)}>Dismiss</button>
        </div>
      )}

      {recalc && (
        <div className="alert alert-success" role="status" data-testid="attempts-recalculated">
          <div>
            <p className="strong">{recalc.title}</p>
            {recalc.items && <EloRecalculations items={recalc.items} usernames={recalc.usernames} />}
          </div>
          <span className="spacer" />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRecalc(null)}>Dismiss</button>
        </div>
      )}

      <div className="stat-grid four" data-testid="attempt-summary">
        <div className="stat-card"><div className="stat-label">Total Attempts</div><div className="stat-value">{total}</div></div>
        <div className="stat-card"><div className="stat-label">Correct</div><div className="stat-value text-success">{correct}</div><div className="stat-sub">this page</div></div>
        <div className="stat-card"><div className="stat-label">Incorrect</div><div className="stat-value text-danger">{attempts.length - correct}</div><div className="stat-sub">this page</div></div>
        <div className="stat-card"><div className="stat-label">Unique Users</div><div className="stat-value">{uniqueUsers}</div><div className="stat-sub">this page</div></div>
      </div>

      <div className="card table-card-wrap">
        {search.isPending ? (
          <div className="page-center"><Spinner size="lg" label="Loading attempts" /></div>
        ) : attempts.length === 0 ? (
          <div className="center empty-state" data-testid="attempts-empty">
            <ClipboardList size={40} aria-hidden className="muted" />
            <h2>No attempts found</h2>
            <p className="muted">Try adjusting your search filters</p>
          </div>
        ) : (
          <div className="table-scroll">
            <table className="data-table admin-table" data-testid="attempts-table">
              <thead>
                <tr>
                  <th scope="col" className="check">
                    <input type="checkbox" aria-label="Select all attempts on this page" checked={allOnPage} onChange={toggleAll} />
                  </th>
                  <th scope="col">User</th>
                  <th scope="col">Challenge</th>
                  <th scope="col">Result</th>
                  <th scope="col">ELO Change</th>
                  <th scope="col">Time</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((a: AdminAttempt) => (
                  <tr key={a.id} className={selected.has(a.id) ? 'is-selected' : undefined} data-testid={`attempt-row-${a.id}`}>
                    <td className="check">
                      <input type="checkbox" aria-label={`Select attempt ${a.id}`} checked={selected.has(a.id)} onChange={() => toggle(a.id)} />
                    </td>
                    <td>
                      <div className="cell-title">{a.username ?? 'Unknown'}</div>
                      <div className="cell-sub">ID {a.user_id}{a.user_email ? ` · ${a.user_email}` : ''}</div>
                    </td>
                    <td>
                      <div className="cell-title">{a.challenge_title ?? 'Untitled'}</div>
                      <div className="cell-sub">ID {a.challenge_id}{a.attempt_number ? ` · Attempt #${a.attempt_number}` : ''}</div>
                    </td>
                    <td>
                      <span className={`badge status-badge ${a.is_correct ? 'status-green' : 'status-red'}`}>{a.is_correct ? 'Correct' : 'Incorrect'}</span>
                      <div className="cell-sub">{a.points_earned ?? 0} pts</div>
                    </td>
                    <td>
                      <div className={a.elo_change && a.elo_change > 0 ? 'text-success strong' : a.elo_change && a.elo_change < 0 ? 'text-danger strong' : 'strong'}>{formatSigned(a.elo_change ?? 0)}</div>
                      {a.elo_before != null && a.elo_after != null && <div className="cell-sub">{a.elo_before} → {a.elo_after}</div>}
                    </td>
                    <td className="mono">{a.execution_time_seconds != null ? formatClock(a.execution_time_seconds) : 'N/A'}</td>
                    <td className="small nowrap">{formatShortDateTime(a.submitted_at)}</td>
                    <td>
                      <div className="row-actions">
                        <button type="button" className="icon-button" title="Re-grade attempt" aria-label={`Re-grade attempt ${a.id}`} onClick={() => setRegrading({ key: `regrade-${a.id}-${Date.now()}`, attempt: a })} disabled={deleting}>
                          <ListRestart size={16} aria-hidden />
                        </button>
                        <button type="button" className="icon-button danger" title="Delete attempt" aria-label={`Delete attempt ${a.id}`} onClick={() => setPendingDelete([a.id])} disabled={deleting}>
                          <Trash2 size={16} aria-hidden />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > 0 && (
          <nav className="admin-pagination" aria-label="Pagination" data-testid="attempts-pagination">
            <span className="muted small">{showingText(page, ATTEMPTS_PAGE_SIZE, attempts.length, total)}</span>
            <div className="pager">
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
                <ChevronLeft size={16} aria-hidden /> Previous
              </button>
              <span className="small">{pageText(page, total)}</span>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages}>
                Next <ChevronRight size={16} aria-hidden />
              </button>
            </div>
          </nav>
        )}
      </div>

      {regrading && (
        <RegradeDialog
          key={regrading.key}
          open
          title="Re-grade Attempt"
          scope={
            <>
              Attempt #{regrading.attempt.id} by <strong>{regrading.attempt.username ?? `User ${regrading.attempt.user_id}`}</strong> on{' '}
              <strong>{regrading.attempt.challenge_title ?? `challenge ${regrading.attempt.challenge_id}`}</strong>, now {regrading.attempt.is_correct ? 'Correct' : 'Incorrect'}.
            </>
          }
          submit={(body) => regradeOne.mutateAsync({ id: regrading.attempt.id, ...body })}
          usernames={loadedUsernames()}
          onApplied={(report) => regraded(regrading.attempt, report)}
          onClose={() => setRegrading(null)}
          testId="regrade-attempt-dialog"
        />
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Confirm Deletion"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setPendingDelete(null)}
        testId="confirm-deletion-dialog"
      >
        <p>Are you sure you want to delete {pendingDelete?.length ?? 0} challenge attempt(s)? This action cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
