import { useEffect, useMemo, useState } from 'react';
import { CheckCircle2, ChevronLeft, ChevronRight, Flame, Snowflake, XCircle } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { CALENDAR_HISTORY_LIMIT } from '@/config/constants';
import { cn } from '@/lib/cn';
import { capitalize, formatDate, formatSeconds, formatSigned, plural } from '@/utils/format';
import { type HistoryItem, useHistory } from '../api/get-history';
import { useStreakFreezes } from '../api/get-streak-freezes';
import { dateKey, monthGrid } from '../utils/calendar';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

function DayDetail({ item, onClose }: { item: HistoryItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item ? formatDate(item.date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }) : ''} testId="calendar-day-dialog">
      {item && (
        <div className="detail-grid">
          <h3 className="detail-title">{item.challenge_title}</h3>
          <dl>
            <div><dt>Difficulty</dt><dd><span className={`badge badge-difficulty difficulty-${item.difficulty_category}`}>{capitalize(item.difficulty_category)}</span></dd></div>
            <div><dt>Result</dt><dd>{item.is_correct ? <span className="result-chip ok"><CheckCircle2 size={15} aria-hidden /> Solved</span> : <span className="result-chip fail"><XCircle size={15} aria-hidden /> Failed</span>}</dd></div>
            <div><dt>Points</dt><dd>{item.points_earned ?? 0}</dd></div>
            <div><dt>Total Time</dt><dd>{formatSeconds(item.execution_time_seconds)}</dd></div>
            <div><dt>Attempts</dt><dd>{item.total_attempts}</dd></div>
            <div>
              <dt>ELO</dt>
              <dd>
                {item.elo_before ?? '—'} → {item.elo_after ?? '—'}{' '}
                <span className={cn((item.final_elo_change ?? 0) > 0 ? 'text-success' : (item.final_elo_change ?? 0) < 0 ? 'text-danger' : 'muted')}>
                  ({formatSigned(item.final_elo_change ?? (item.elo_after ?? 0) - (item.elo_before ?? 0))})
                </span>
              </dd>
            </div>
          </dl>
        </div>
      )}
    </Modal>
  );
}

export function CalendarView({ currentStreak }: { currentStreak: number }) {
  const today = new Date();
  const [month, setMonth] = useState({ year: today.getFullYear(), month: today.getMonth() });
  const [selected, setSelected] = useState<HistoryItem | null>(null);
  const history = useHistory(CALENDAR_HISTORY_LIMIT, 0);
  // A calendar history failure is only logged (spec §8): the grid still renders.
  useEffect(() => {
    if (history.error) console.error('Calendar history failed', history.error);
  }, [history.error]);

  const byDate = useMemo(() => {
    const map = new Map<string, HistoryItem>();
    for (const item of history.data ?? []) if (!map.has(item.date)) map.set(item.date, item);
    return map;
  }, [history.data]);

  // Days a streak freeze covered: no challenge was played, the streak went on (they add nothing to it).
  const freezes = useStreakFreezes();
  const frozen = useMemo(() => new Set(freezes.data?.frozen_days ?? []), [freezes.data]);

  const cells = monthGrid(month.year, month.month);
  const todayKey = dateKey(today);
  const isCurrentMonth = month.year === today.getFullYear() && month.month === today.getMonth();
  const title = new Date(month.year, month.month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const shift = (delta: number) => setMonth(({ year, month: m }) => {
    const d = new Date(year, m + delta, 1);
    return { year: d.getFullYear(), month: d.getMonth() };
  });

  return (
    <div className="card calendar-card">
      <div className="calendar-toolbar">
        <button type="button" className="icon-button bordered" onClick={() => shift(-1)} aria-label="Previous month"><ChevronLeft size={18} aria-hidden /></button>
        <h2 className="calendar-title" aria-live="polite">{title}</h2>
        <button type="button" className="icon-button bordered" onClick={() => shift(1)} aria-label="Next month"><ChevronRight size={18} aria-hidden /></button>
        <span className="streak-chip"><Flame size={16} aria-hidden /> Current streak: {plural(currentStreak, 'day')}</span>
        {freezes.data && (
          <span className="streak-chip" data-testid="freezes-held"><Snowflake size={16} aria-hidden /> {plural(freezes.data.streak_freezes, 'freeze')} held</span>
        )}
      </div>
      <div className="calendar-grid" role="grid" aria-label={title} data-testid="calendar-grid">
        <div role="row" className="calendar-row">
          {WEEKDAYS.map((d) => <div role="columnheader" key={d} className="calendar-weekday">{d}</div>)}
        </div>
        {Array.from({ length: 6 }, (_, week) => (
          <div role="row" className="calendar-row" key={week}>
            {cells.slice(week * 7, week * 7 + 7).map((cell) => {
              const item = byDate.get(cell.key);
              const future = isCurrentMonth && cell.inMonth && cell.key > todayKey;
              const classes = cn('calendar-cell', !cell.inMonth && 'outside', future && 'future', cell.key === todayKey && 'today', item && 'has-item');
              const dayNumber = <span className="calendar-day-number">{cell.date.getDate()}</span>;
              if (!item && frozen.has(cell.key)) {
                return (
                  <div role="gridcell" key={cell.key} className={cn(classes, 'frozen')} data-testid="calendar-frozen-day" aria-label={`${formatDate(cell.key)}: streak freeze used`}>
                    {dayNumber}
                    <span className="calendar-frozen"><Snowflake size={16} aria-hidden /> Frozen</span>
                  </div>
                );
              }
              if (!item) return <div role="gridcell" key={cell.key} className={classes}>{dayNumber}</div>;
              return (
                <div role="gridcell" key={cell.key} className={classes}>
                  <button
                    type="button"
                    className="calendar-cell-button"
                    onClick={() => setSelected(item)}
                    aria-label={`${formatDate(item.date)}: ${item.challenge_title}, ${item.is_correct ? 'solved' : 'failed'}, ${plural(item.points_earned ?? 0, 'point')}`}
                  >
                    <span className={`difficulty-bar difficulty-bg-${item.difficulty_category}`} aria-hidden />
                    {dayNumber}
                    <span className="calendar-cell-info">
                      {item.is_correct ? <CheckCircle2 size={16} aria-hidden className="text-success" /> : <XCircle size={16} aria-hidden className="text-danger" />}
                      <span className="calendar-points">{item.points_earned ?? 0} pts</span>
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <ul className="legend" aria-label="Difficulty colours">
        {DIFFICULTIES.map((d) => (
          <li key={d}><span className={`legend-swatch difficulty-bg-${d}`} aria-hidden /> {capitalize(d)}</li>
        ))}
        <li><CheckCircle2 size={14} aria-hidden className="text-success" /> Solved</li>
        <li><XCircle size={14} aria-hidden className="text-danger" /> Failed</li>
        <li><Snowflake size={14} aria-hidden /> Streak freeze used</li>
      </ul>
      <DayDetail item={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
