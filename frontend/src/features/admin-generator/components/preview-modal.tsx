import { Modal } from '@/components/ui/modal';
import { LightMarkdown } from '@/components/ui/light-markdown';
import { prettyJson } from '@/utils/admin-format';
import { plural } from '@/utils/format';
import type { GeneratedChallenge } from '../api/types';
import { eloBadgeColour } from '../utils/generator';

export function PreviewModal({ challenge: c, onClose }: { challenge: GeneratedChallenge; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={c.title} size="lg" testId="generated-preview">
      <div className="form">
        <div className="meta-row" style={{ display: 'flex', gap: '.5rem', alignItems: 'center' }}>
          <span className={`badge elo-badge ${eloBadgeColour(c.difficulty_rating)}`}>ELO {c.difficulty_rating}</span>
          <span className="muted small">{plural(c.estimated_time_minutes, 'minute')}</span>
          {c.category && <span className="badge badge-muted">{c.category}</span>}
        </div>
        <section>
          <h3>Description</h3>
          <LightMarkdown text={c.description} className="challenge-description" />
          {c.sample_data_description && <p className="muted small">{c.sample_data_description}</p>}
        </section>
        <section>
          <h3>Schema Setup</h3>
          <pre className="json-block dark">{c.schema_setup}</pre>
        </section>
        <section>
          <h3>Correct Solution</h3>
          <pre className="json-block dark">{c.correct_solution}</pre>
        </section>
        <section>
          <h3>Expected Output</h3>
          <pre className="json-block">{prettyJson(c.expected_output)}</pre>
        </section>
      </div>
    </Modal>
  );
}
