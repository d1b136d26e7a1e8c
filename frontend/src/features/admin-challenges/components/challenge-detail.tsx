import { lazy, Suspense, useMemo, useState } from 'react';
import { CalibratedRating, DriftBadge } from './calibration';
import { Link } from 'react-router-dom';
import { ArrowLeft, BarChart3, Bug, Clock, Code2, Database, EyeOff, FileJson, History, Info, ListRestart, Pencil, Target, Users } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { LightMarkdown } from '@/components/ui/light-markdown';
import { TableCard } from '@/components/schema/table-card';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { parseSchema } from '@/lib/parse-schema';
import { formatDateTime, formatRate, formatShortDateTime, prettyJson } from '@/utils/admin-format';
import { formatClock, formatSigned, plural } from '@/utils/format';
import { useAdminChallenge } from '../api/get-admin-challenge';
import { useRecentAttempts } from '../api/get-recent-attempts';
import type { AdminChallenge } from '../api/types';
import { ratingTier, statusColour, tierClass } from '../utils/tiers';
import { ChallengeFormDialog } from './challenge-form-dialog';
import { MutationReport } from './mutation-report';
import { RegradeChallengeDialog } from './regrade-challenge-dialog';
import { DetailHintsExplanation } from './detail-hints-explanation';
import { ExportButton } from './export-button';

// Monaco is loaded only when the read-only solution editor is shown.
const SqlEditor = lazy(() => import('@/lib/monaco/sql-editor').then((m) => ({ default: m.SqlEditor })));

export const SOLUTION_EDITOR_HEIGHT_PX = 200;

/** 'manual' → 'Manual', 'ai_generated' → 'AI generated'; default 'Manual'. */
export function sourceLabel(source: string | null | undefined): string {
  if (!source) return 'Manual';
  const text = source.replace(/_/g, ' ').replace(/^ai\b/, 'AI');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'N/A' when zero or less, else whole seconds. */
export function formatAvgTime(seconds: number | null | undefined): string {
  return seconds != null && seconds > 0 ? `${Math.round(seconds)}s` : 'N/A';
}

function NotFound({ message }: { message: string }) {
  return (
    <div className="card narrow center status-view" role="alert" data-testid="challenge-not-found">
      <h1>Challenge Not Found</h1>
      <p className="muted">{message}</p>
      <Link className="btn btn-primary" to={paths.admin.challenges.getHref()}>
        <ArrowLeft size={16} aria-hidden /> Back to Challenges
      </Link>
    </div>
  );
}

function ExpectedOutput({ value }: { value: string | null }) {
  const rows = useMemo(() => {
    if (!value) return null;
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) && parsed.every((r) => r && typeof r === 'object' && !Array.isArray(r)) ? (parsed as Record<string, unknown>[]) : null;
    } catch {
      return null;
    }
  }, [value]);
  if (!value) return <p className="muted">No expected output stored (it is computed from the correct solution at validation).</p>;
  if (!rows) return <pre className="json-block">{prettyJson(value)}</pre>;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    <>
      <p className="muted small">{rows.length} {rows.length === 1 ? 'row' : 'rows'}</p>
      <div className="table-scroll">
        <table className="data-table compact" data-testid="expected-output-table">
          <thead><tr>{columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>
            {rows.slice(0, 50).map((r, i) => (
              <tr key={i}>{columns.map((c) => <td key={c}>{r[c] == null ? <span className="null-value">NULL</span> : String(r[c])}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > 50 && <p className="muted small">Showing first 50 of {rows.length} rows.</p>}
      <details>
        <summary className="small muted">Raw JSON</summary>
        <pre className="json-block">{prettyJson(value)}</pre>
      </details>
    </>
  );
}

function RecentAttempts({ challenge: c }: { challenge: AdminChallenge }) {
  const recent = useRecentAttempts(c.id);
  const summary = (
    <p className="muted">
      {c.total_attempts > 0
        ? `${c.total_attempts} ${c.total_attempts === 1 ? 'attempt' : 'attempts'} so far, ${formatRate(c.success_rate)} correct.`
        : 'No attempts yet.'}
    </p>
  );
  if (recent.isPending) return <Spinner label="Loading attempts" />;
  if (recent.isError || recent.data.attempts.length === 0) return summary;
  return (
    <>
      {summary}
      <div className="table-scroll">
        <table className="data-table admin-table">
          <thead>
            <tr><th scope="col">User</th><th scope="col">Attempt</th><th scope="col">Result</th><th scope="col">ELO Change</th><th scope="col">Time</th><th scope="col">Submitted</th></tr>
          </thead>
          <tbody>
            {recent.data.attempts.map((a) => (
              <tr key={a.id}>
                <td>{a.username ?? `User ${a.user_id}`}</td>
                <td>#{a.attempt_number ?? 1}</td>
                <td className={a.is_correct ? 'text-success' : 'text-danger'}>{a.is_correct ? 'Correct' : 'Incorrect'}</td>
                <td>{formatSigned(a.elo_change)}</td>
                <td>{a.execution_time_seconds != null ? formatClock(a.execution_time_seconds) : 'N/A'}</td>
                <td className="small nowrap">{formatShortDateTime(a.submitted_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DetailBody({ challenge: c }: { challenge: AdminChallenge }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [regrading, setRegrading] = useState<string | null>(null);
  const tables = useMemo(() => parseSchema(c.schema_setup), [c.schema_setup]);
  const stats = [
    { label: 'Total Attempts', value: String(c.total_attempts ?? 0), icon: Users, tone: 'tone-primary' },
    { label: 'Success Rate', value: formatRate(c.success_rate), icon: Target, tone: 'tone-green' },
    { label: 'Avg Time', value: formatAvgTime(c.average_completion_time), icon: Clock, tone: 'tone-orange' },
    { label: 'Created', value: formatDateTime(c.created_at), icon: BarChart3, tone: 'tone-yellow' },
  ];
  return (
    <section className="page admin-page" data-testid="admin-challenge-detail">
      <div className="detail-header">
        <Link className="btn btn-ghost btn-sm" to={paths.admin.challenges.getHref()}><ArrowLeft size={16} aria-hidden /> Challenges</Link>
        <span className="muted mono">ID: {c.id}</span>
        <span className={`badge badge-difficulty ${tierClass(c.difficulty_rating)}`} data-testid="detail-tier">
          {ratingTier(c.difficulty_rating)} · {c.difficulty_rating}
        </span>
        <DriftBadge challenge={c} />
        <span className="spacer" />
        <ExportButton challengeId={c.id} />
        <button type="button" className="btn btn-secondary" onClick={() => setRegrading(`regrade-${Date.now()}`)} disabled={!c.total_attempts}>
          <ListRestart size={16} aria-hidden /> Re-grade Attempts
        </button>
        <button type="button" className="btn btn-primary" onClick={() => setEditing(`edit-${Date.now()}`)}>
          <Pencil size={16} aria-hidden /> Edit Challenge
        </button>
      </div>

      <div className="stat-grid four">
        {stats.map(({ label, value, icon: Icon, tone }) => (
          <div className="stat-card" key={label}>
            <div className={`stat-icon ${tone}`}><Icon size={18} aria-hidden /></div>
            <div className="stat-label">{label}</div>
            <div className="stat-value" style={label === 'Created' ? { fontSize: '1rem' } : undefined}>{value}</div>
          </div>
        ))}
      </div>

      <div className="card">
        <h1 className="challenge-title">{c.title}</h1>
        <LightMarkdown text={c.description} className="challenge-description" />
        <dl className="info-list">
          <div><dt>Category</dt><dd>{c.category || 'Uncategorized'}</dd></div>
          <div><dt>Rating</dt><dd data-testid="detail-calibration">authored {c.difficulty_rating} · <CalibratedRating challenge={c} /></dd></div>
          <div><dt>Concepts</dt><dd data-testid="detail-concepts">{c.concepts && c.concepts.length ? c.concepts.join(', ') : 'None'}</dd></div>
          {c.checks && c.checks.length > 0 && <div><dt>Data-changing, graded by</dt><dd className="mono" data-testid="detail-checks">{c.checks.join(', ')}</dd></div>}
          <div><dt>Estimated Time</dt><dd>{plural(c.estimated_time_minutes ?? 5, 'minute')}</dd></div>
          <div><dt>Status</dt><dd><span className={`badge status-badge status-${statusColour(c.status)}`}>{c.status}</span></dd></div>
        </dl>
      </div>

      {c.schema_setup && (
        <div className="card" data-testid="detail-schema">
          <h2 className="section-title"><Database size={18} aria-hidden /> Database Schema &amp; Sample Data</h2>
          {c.sample_data_description && <p className="muted">{c.sample_data_description}</p>}
          {tables.length === 0 ? (
            <p className="muted">No table definitions were found in the setup script.</p>
          ) : (
            <div className="table-cards">{tables.map((t) => <TableCard key={t.name} table={t} />)}</div>
          )}
        </div>
      )}

      <div className="card" data-testid="detail-expected-output">
        <h2 className="section-title"><FileJson size={18} aria-hidden /> Expected Output</h2>
        <ExpectedOutput value={c.expected_output} />
      </div>

      {c.correct_solution && (
        <div className="card" data-testid="detail-solution">
          <h2 className="section-title"><Code2 size={18} aria-hidden /> Correct Solution</h2>
          <div className="editor-frame" style={{ height: SOLUTION_EDITOR_HEIGHT_PX }}>
            <Suspense fallback={<div className="editor-loading"><Spinner label="Loading editor" /></div>}>
              <SqlEditor value={c.correct_solution} readOnly height={SOLUTION_EDITOR_HEIGHT_PX} ariaLabel="Correct solution (read-only)" />
            </Suspense>
          </div>
        </div>
      )}

      <DetailHintsExplanation challenge={c} />

      <div className="card" data-testid="detail-mutation">
        <h2 className="section-title"><Bug size={18} aria-hidden /> Mutation Analysis</h2>
        <MutationReport challenge={c} />
      </div>

      <div className="card" data-testid="detail-hidden-datasets">
        <h2 className="section-title"><EyeOff size={18} aria-hidden /> Author's Hidden Datasets ({c.hidden_datasets?.length ?? 0})</h2>
        {c.hidden_datasets && c.hidden_datasets.length > 0 ? (
          <>
            <p className="muted small">Applied after the schema setup at grading; learners never see them.</p>
            {c.hidden_datasets.map((script, i) => (
              <div className="mutant-item" key={i}>
                <div className="mutant-head"><span className="small"><strong>Dataset {i + 1}</strong></span></div>
                <pre className="code-block"><code>{script}</code></pre>
              </div>
            ))}
          </>
        ) : (
          <p className="muted">None: only the generated hidden datasets are used. Add some in the edit dialog.</p>
        )}
      </div>

      <div className="card" data-testid="detail-recent-attempts">
        <div className="admin-header">
          <h2 className="section-title"><History size={18} aria-hidden /> Recent Attempts</h2>
          <Link className="btn btn-secondary btn-sm" to={paths.admin.attempts.getHref(c.id)}>View All Attempts</Link>
        </div>
        <RecentAttempts challenge={c} />
      </div>

      <div className="card">
        <h2 className="section-title"><Info size={18} aria-hidden /> Additional Information</h2>
        <dl className="info-list">
          <div><dt>Source Type</dt><dd>{sourceLabel(c.source_type)}</dd></div>
          <div><dt>Tags</dt><dd>{c.tags && c.tags.length ? c.tags.join(', ') : 'None'}</dd></div>
          <div><dt>Created By User ID</dt><dd>{c.created_by ?? 'N/A'}</dd></div>
          {c.updated_at && <div><dt>Last Updated</dt><dd>{formatDateTime(c.updated_at)}</dd></div>}
        </dl>
      </div>

      {editing && <ChallengeFormDialog key={editing} open challenge={c} onClose={() => setEditing(null)} />}
      {regrading && <RegradeChallengeDialog key={regrading} challenge={{ ...c, total_attempts: c.total_attempts ?? 0 }} onClose={() => setRegrading(null)} />}
    </section>
  );
}

/** /admin/challenges/{id}, opened in a new tab from the list. */
export function ChallengeDetail({ challengeId }: { challengeId: string | undefined }) {
  const id = Number(challengeId);
  const valid = Boolean(challengeId) && Number.isInteger(id) && id > 0;
  const detail = useAdminChallenge(id, valid);
  if (!challengeId) return <NotFound message="Challenge ID is required" />;
  if (!valid) return <NotFound message="Challenge not found" />;
  if (detail.isPending) return <div className="page-center"><Spinner size="lg" label="Loading challenge" /></div>;
  if (detail.isError || !detail.data) return <NotFound message={errorText(detail.error, 'Failed to load challenge details')} />;
  return <DetailBody challenge={detail.data} />;
}
