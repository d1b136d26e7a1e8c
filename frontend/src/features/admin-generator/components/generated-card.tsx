import { CheckCircle2, Circle, Clock, Eye } from 'lucide-react';
import { cn } from '@/lib/cn';
import { markdownPlainText } from '@/components/ui/markdown-plain-text';
import type { GeneratedChallenge } from '../api/types';
import { eloBadgeColour, truncateDescription } from '../utils/generator';

type Props = { challenge: GeneratedChallenge; index: number; selected: boolean; onToggle: () => void; onPreview: () => void };

/** Clicking the card toggles its selection; Preview opens the full challenge. */
export function GeneratedCard({ challenge: c, index, selected, onToggle, onPreview }: Props) {
  return (
    <div className={cn('generated-card', selected && 'is-selected')} data-testid={`generated-${index}`} data-selected={selected}>
      <span className="check-mark" aria-hidden>{selected ? <CheckCircle2 size={20} /> : <Circle size={20} className="muted" />}</span>
      <h3>
        {/* The title button stretches over the whole card: clicking anywhere toggles the selection. */}
        <button type="button" className="card-toggle" aria-pressed={selected} onClick={onToggle}>{c.title}</button>
      </h3>
      <div className="meta-row">
        <span className={`badge elo-badge ${eloBadgeColour(c.difficulty_rating)}`}>ELO {c.difficulty_rating}</span>
        <span className="meta-item"><Clock size={13} aria-hidden /> {c.estimated_time_minutes} min</span>
        {c.category && <span className="badge badge-muted">{c.category}</span>}
      </div>
      <p>{truncateDescription(markdownPlainText(c.description))}</p>
      {c.tags?.length > 0 && (
        <div className="tag-list">{c.tags.map((t) => <span key={t} className="badge badge-tag">{t}</span>)}</div>
      )}
      <div>
        <button type="button" className="btn btn-ghost btn-sm card-over" onClick={onPreview}>
          <Eye size={14} aria-hidden /> Preview
        </button>
      </div>
    </div>
  );
}
