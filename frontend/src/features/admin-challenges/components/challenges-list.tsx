import { useState } from 'react';
import { CalibratedRating, DriftBadge } from './calibration';
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ChevronLeft, ChevronRight, ExternalLink, ListChecks, ListRestart, Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { markdownPlainText } from '@/components/ui/markdown-plain-text';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { formatDate } from '@/utils/format';
import { AccessDenied } from '@/components/admin/access-denied';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatRate } from '@/utils/admin-format';
import { adminChallengeQueryOptions } from '../api/get-admin-challenge';
import { useAdminChallenges } from '../api/get-admin-challenges';
import { useConcepts } from '../api/get-concepts';
import { useDeleteChallenge } from '../api/delete-challenge';
import { useUnarchiveChallenge } from '../api/unarchive-challenge';
import { useValidateChallenge } from '../api/validate-challenge';
import { useValidateAllChallenges } from '../api/validate-all-challenges';
import type { AdminChallenge, AdminChallengeListItem } from '../api/types';
import { pageStats } from '../utils/page-stats';
import { ratingTier, statusColour, tierClass } from '../utils/tiers';
import { formatMutationScore, mutationState } from '../utils/mutation';
import { CatalogueCoverage } from './catalogue-coverage';
import { ChallengeFormDialog } from './challenge-form-dialog';
import { MutationScore } from './mutation-score';
import { RegradeChallengeDialog } from './regrade-challenge-dialog';
import { ValidationCell } from './validation-cell';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The description's first 80 characters as plain text (the detail page renders its Markdown). */
function shortDescription(text: string): string {
  const plain = markdownPlainText(text);
  return plain.length > 80 ? `${plain.slice(0, 80)}…` : plain;
}

export function ChallengesList() {
  const [page, setPage] = useState(1);
  const [concept, setConcept] = useState('');
  const list = useAdminChallenges(page, concept);
  const concepts = useConcepts();
  const conceptNames = new Map<string, string>((concepts.data?.concepts ?? []).map((k) => [k.slug, k.name]));
  const queryClient = useQueryClient();
  const validate = useValidateChallenge();
  const validateAll = useValidateAllChallenges();
  const unarchive = useUnarchiveChallenge();
  const remove = useDeleteChallenge();

  const [dialog, setDialog] = useState<{ key: string; challenge: AdminChallenge | null } | null>(null);
  const [toDelete, setToDelete] = useState<AdminChallengeListItem | null>(null);
  const [toRegrade, setToRegrade] = useState<{ key: string; challenge: AdminChallengeListItem } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busyRow, setBusyRow] = useState<number | null>(null);

  if (list.isPending) return <div className="page-center"><Spinner size="lg" label="Loading challenges" /></div>;
  if (list.isError) return <AccessDenied />;

  const { challenges, total_pages: totalPages, total_count: totalCount, mutation_threshold: threshold } = list.data;
  const currentPage = list.data.page ?? page;
  const stats = pageStats(challenges);

  const openEdit = async (id: number) => {
    setBusyRow(id);
    try {
      const full = await queryClient.fetchQuery({ ...adminChallengeQueryOptions(id), staleTime: 0 });
      setDialog({ key: `edit-${id}-${Date.now()}`, challenge: full });
    } catch {
      window.alert('Failed to load challenge details for editing. Please try again.');
    } finally {
      setBusyRow(null);
    }
  };

  const runValidate = (c: AdminChallengeListItem) => {
    setBusyRow(c.id);
    validate.mutate(c.id, {
      onSuccess: (r) => {
        const mutation = mutationState(r, r.mutation_threshold ?? threshold);
        const score = mutation.kind === 'scored' ? ` Mutation score ${mutation.text}.` : '';
        if (r.success) setNotice({ tone: 'success', text: `'${c.title}' passed validation.${score}` });
        else window.alert(`Validation failed: ${r.error || 'Unknown error'}`);
      },
      onError: (err) => window.alert(`Failed to validate challenge: ${errorText(err, err instanceof Error ? err.message : 'Unknown error')}`),
      onSettled: () => setBusyRow(null),
    });
  };

  const runValidateAll = () => {
    setNotice(null);
    validateAll.mutate(undefined, {
      onSuccess: (r) => {
        const mean = r.mutation_score != null ? ` Mean mutation score ${formatMutationScore(r.mutation_score)}.` : '';
        setNotice({ tone: r.failed > 0 ? 'error' : 'success', text: `Validation finished: ${r.passed} passed, ${r.failed} failed (of ${r.total}).${mean}` });
      },
      onError: (err) => window.alert(`Failed to validate challenges: ${errorText(err, err instanceof Error ? err.message : 'Unknown error')}`),
    });
  };

  const runUnarchive = (c: AdminChallengeListItem) => {
    setBusyRow(c.id);
    unarchive.mutate(c.id, {
      onSuccess: () => setNotice({ tone: 'success', text: `'${c.title}' is active again.` }),
      onError: () => window.alert('Failed to unarchive challenge. Please try again.'),
      onSettled: () => setBusyRow(null),
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const target = toDelete;
    remove.mutate(target.id, {
      onSuccess: (r) => {
        setNotice({ tone: 'success', text: r.action === 'archived' ? `'${target.title}' has attempts, so it was archived.` : `'${target.title}' was deleted.` });
        setToDelete(null);
      },
      onError: (err) => {
        // Spec §8: a delete failure is only logged.
        console.error('Failed to delete challenge', err);
        setToDelete(null);
      },
    });
  };

  return (
    <section className="page admin-page" data-testid="admin-challenges">
      <header className="admin-header">
        <div>
          <h1>Admin: Challenges Management</h1>
          <p className="muted">Curate the catalogue: create, validate, edit and archive challenges, and re-grade their attempts after a fix.</p>
        </div>
        <div className="admin-actions">
          <button type="button" className="btn btn-secondary" onClick={runValidateAll} disabled={validateAll.isPending}>
            <ShieldCheck size={16} aria-hidden /> {validateAll.isPending ? 'Validating...' : 'Validate All'}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ key: `new-${Date.now()}`, challenge: null })}>
            <Plus size={16} aria-hidden /> Add Challenge
          </button>
        </div>
      </header>

      <div className="stat-grid four" data-testid="admin-challenge-stats">
        <div className="stat-card"><div className="stat-label">Total Challenges</div><div className="stat-value">{totalCount}</div></div>
        <div className="stat-card"><div className="stat-label">Total Attempts</div><div className="stat-value">{stats.attempts}</div><div className="stat-sub">on this page</div></div>
        <div className="stat-card"><div className="stat-label">Avg Success Rate</div><div className="stat-value">{stats.averageRate}</div><div className="stat-sub">on this page</div></div>
        <div className="stat-card"><div className="stat-label">Page</div><div className="stat-value">{currentPage}/{Math.max(totalPages, 1)}</div></div>
      </div>

      <div className="admin-filters" data-testid="concept-filter">
        <label className="field-label" htmlFor="concept-filter">Concept</label>{' '}
        <select
          id="concept-filter"
          name="concept"
          value={concept}
          onChange={(e) => {
            setConcept(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All concepts</option>
          {(concepts.data?.concepts ?? []).map((k) => (
            <option key={k.slug} value={k.slug}>
              {k.name} ({k.active_validated})
            </option>
          ))}
        </select>
        {concepts.data && (
          <span className="muted small" data-testid="concept-coverage">
            {' '}Counts: active validated challenges per concept
            {concepts.data.active_validated_untagged > 0 ? ` · ${concepts.data.active_validated_untagged} of ${concepts.data.active_validated_total} without a concept` : ''}
          </span>
        )}
      </div>

      <CatalogueCoverage />

      {notice && (
        <div className={`alert alert-${notice.tone}`} role="status" data-testid="admin-notice">
          <p>{notice.text}</p>
          <span className="spacer" />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNotice(null)}>Dismiss</button>
        </div>
      )}

      <div className="card table-card-wrap">
        {challenges.length === 0 ? (
          <div className="center empty-state">
            <ListChecks size={40} aria-hidden className="muted" />
            {concept ? (
              <>
                <h2>No challenges with this concept</h2>
                <p className="muted">Choose another concept, or tag challenges with it in their edit form.</p>
              </>
            ) : (
              <>
                <h2>No challenges yet</h2>
                <p className="muted">Add a challenge or generate some with the Challenge Generator.</p>
              </>
            )}
          </div>
        ) : (
          <div className="table-scroll">
            <table className="data-table admin-table" data-testid="admin-challenges-table">
              <thead>
                <tr>
                  <th scope="col">Challenge</th>
                  <th scope="col">Difficulty</th>
                  <th scope="col">Category</th>
                  <th scope="col">Stats</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">Validation</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {challenges.map((c) => {
                  const busy = busyRow === c.id;
                  return (
                    <tr key={c.id} data-testid={`challenge-row-${c.id}`}>
                      <td>
                        <div className="cell-title">{c.title}</div>
                        <div className="cell-sub">#{c.id} · {shortDescription(c.description)}</div>
                        {(c.concepts ?? []).length > 0 && (
                          <div className="concept-chips" data-testid="concept-chips">
                            {(c.concepts ?? []).map((k) => (
                              <span key={k} className="badge badge-concept" title={k}>{conceptNames.get(k) ?? k}</span>
                            ))}
                          </div>
                        )}
                      </td>
                      <td>
                        <span className={`badge badge-difficulty ${tierClass(c.difficulty_rating)}`}>{ratingTier(c.difficulty_rating)}</span>
                        <div className="cell-sub">{c.difficulty_rating}</div>
                        <div className="cell-sub"><CalibratedRating challenge={c} /></div>
                        <DriftBadge challenge={c} />
                      </td>
                      <td>{c.category || 'Uncategorized'}</td>
                      <td>
                        <div>{c.total_attempts} {c.total_attempts === 1 ? 'attempt' : 'attempts'}</div>
                        <div className="cell-sub">{formatRate(c.success_rate)} success</div>
                      </td>
                      <td><span className={`badge status-badge status-${statusColour(c.status)}`} data-testid="challenge-status">{c.status}</span></td>
                      <td className="small nowrap">{formatDate(c.created_at)}</td>
                      <td data-testid="challenge-validation">
                        <ValidationCell challenge={c} />
                        <MutationScore challenge={c} threshold={threshold} />
                      </td>
                      <td>
                        <div className="row-actions">
                          <a className="icon-button" href={paths.admin.challenge.getHref(c.id)} target="_blank" rel="noopener noreferrer" title="View challenge" aria-label={`View ${c.title} in a new tab`}>
                            <ExternalLink size={16} aria-hidden />
                          </a>
                          <button type="button" className="icon-button" title="Validate" aria-label={`Validate ${c.title}`} onClick={() => runValidate(c)} disabled={busy}>
                            {busy && validate.isPending ? <Spinner size="sm" label="Validating" /> : <ShieldCheck size={16} aria-hidden />}
                          </button>
                          <button type="button" className="icon-button" title="Re-grade attempts" aria-label={`Re-grade attempts on ${c.title}`} onClick={() => setToRegrade({ key: `regrade-${c.id}-${Date.now()}`, challenge: c })} disabled={busy || c.total_attempts === 0}>
                            <ListRestart size={16} aria-hidden />
                          </button>
                          <button type="button" className="icon-button" title="Edit" aria-label={`Edit ${c.title}`} onClick={() => void openEdit(c.id)} disabled={busy}>
                            <Pencil size={16} aria-hidden />
                          </button>
                          {c.status === 'archived' ? (
                            <button type="button" className="icon-button" title="Unarchive" aria-label={`Unarchive ${c.title}`} onClick={() => runUnarchive(c)} disabled={busy}>
                              <ArchiveRestore size={16} aria-hidden />
                            </button>
                          ) : (
                            <button type="button" className="icon-button danger" title={c.total_attempts > 0 ? 'Archive' : 'Delete'} aria-label={`Delete ${c.title}`} onClick={() => setToDelete(c)} disabled={busy}>
                              {c.total_attempts > 0 ? <Archive size={16} aria-hidden /> : <Trash2 size={16} aria-hidden />}
                            </button>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {totalPages > 1 && (
          <nav className="admin-pagination" aria-label="Pagination">
            <span className="muted small">Page {currentPage} of {totalPages}</span>
            <div className="pager">
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={currentPage <= 1}>
                <ChevronLeft size={16} aria-hidden /> Previous
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPage((p) => Math.min(totalPages, p + 1))} disabled={currentPage >= totalPages}>
                Next <ChevronRight size={16} aria-hidden />
              </button>
            </div>
          </nav>
        )}
      </div>

      {dialog && (
        <ChallengeFormDialog
          key={dialog.key}
          open
          challenge={dialog.challenge}
          onClose={() => setDialog(null)}
          onSaved={(saved) => setNotice({ tone: 'success', text: dialog.challenge ? `'${saved.title}' was updated.` : `'${saved.title}' was created.` })}
        />
      )}

      {toRegrade && (
        <RegradeChallengeDialog
          key={toRegrade.key}
          challenge={toRegrade.challenge}
          onClose={() => setToRegrade(null)}
          onApplied={(r) =>
            setNotice({ tone: 'success', text: `'${toRegrade.challenge.title}' re-graded: ${r.changed.length} of ${r.checked} ${r.checked === 1 ? 'verdict' : 'verdicts'} changed.` })
          }
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete && toDelete.total_attempts > 0 ? 'Archive Challenge' : 'Delete Challenge'}
        confirmLabel={toDelete && toDelete.total_attempts > 0 ? 'Archive' : 'Delete'}
        busyLabel={toDelete && toDelete.total_attempts > 0 ? 'Archiving...' : 'Deleting...'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        testId="delete-challenge-dialog"
      >
        {toDelete && (
          <>
            <p>Are you sure you want to remove <strong>{toDelete.title}</strong>?</p>
            <p className="muted small">
              A challenge that learners have attempted is archived instead of deleted: it leaves the daily selection and its history is kept.
              A challenge without attempts is deleted permanently.
            </p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
