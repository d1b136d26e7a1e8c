import { useMemo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LineChart as LineChartIcon, Layers } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { CALENDAR_HISTORY_LIMIT } from '@/config/constants';
import { formatDate, percent, plural } from '@/utils/format';
import { useHistory } from '../api/get-history';
import { categoryRecords, eloSeries } from '../utils/progress';

function EloChart({ data }: { data: ReturnType<typeof eloSeries> }) {
  if (data.length < 2) return <p className="muted">Solve a few challenges to see your rating over time.</p>;
  const values = data.map((d) => d.elo);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const summary = `ELO from ${data[0].elo} to ${data[data.length - 1].elo} over ${plural(data.length - 1, 'challenge')} (low ${min}, high ${max}).`;
  return (
    <figure className="chart" aria-label={summary}>
      <div style={{ width: '100%', height: 240 }} aria-hidden>
        <ResponsiveContainer>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="date" tickFormatter={(d: string) => (d === 'Start' ? d : formatDate(d, { month: 'short', day: 'numeric' }))} tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis domain={[Math.floor((min - 20) / 50) * 50, Math.ceil((max + 20) / 50) * 50]} tick={{ fontSize: 12 }} width={52} />
            <Tooltip
              formatter={(value) => [value, 'ELO']}
              labelFormatter={(label) => (label === 'Start' ? 'Start' : formatDate(String(label)))}
            />
            <Line type="monotone" dataKey="elo" stroke="var(--primary)" strokeWidth={2.5} dot={{ r: 3 }} activeDot={{ r: 5 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted small">{summary}</figcaption>
    </figure>
  );
}

/** Beyond the spec: rating trend and a per-category record, drawn from the last 100 history items. */
export function ProgressInsights() {
  const history = useHistory(CALENDAR_HISTORY_LIMIT, 0);
  const series = useMemo(() => eloSeries(history.data ?? []), [history.data]);
  const records = useMemo(() => categoryRecords(history.data ?? []), [history.data]);

  if (history.isPending) return <div className="card center"><Spinner label="Loading progress" /></div>;
  if (history.isError) return null;

  return (
    <div className="insights-grid" data-testid="progress-insights">
      <section className="card" aria-labelledby="elo-trend-heading">
        <h2 id="elo-trend-heading" className="card-title"><LineChartIcon size={18} aria-hidden /> ELO over time</h2>
        <EloChart data={series} />
      </section>
      <section className="card" aria-labelledby="category-record-heading">
        <h2 id="category-record-heading" className="card-title"><Layers size={18} aria-hidden /> Record by category</h2>
        {records.length === 0 ? (
          <p className="muted">Your per-category record appears after your first challenge.</p>
        ) : (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Record by category">
          <table className="data-table compact">
            <thead>
              <tr><th scope="col">Category</th><th scope="col">Solved</th><th scope="col">Success</th><th scope="col">Points</th></tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.category}>
                  <td className="strong">{r.category}</td>
                  <td>{r.solved}/{r.attempted}</td>
                  <td>
                    <div className="bar-cell">
                      <span className="bar" style={{ width: `${r.attempted ? (r.solved / r.attempted) * 100 : 0}%` }} aria-hidden />
                      <span>{percent(r.solved, r.attempted)}</span>
                    </div>
                  </td>
                  <td>{r.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        )}
      </section>
    </div>
  );
}
