import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Brain } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/utils/format';
import { type ConceptSkill, useSkills } from '../api/get-skills';

/** Bars fade with low confidence: a guess from one day should not look like a measured strength. */
const opacity = (confidence: number) => 0.3 + 0.7 * confidence;

function SkillBars({ skills }: { skills: ConceptSkill[] }) {
  const values = skills.map((s) => s.skill);
  const [min, max] = [Math.min(...values), Math.max(...values)];
  // No strongest or weakest among equals.
  const summary =
    min === max
      ? `All ${skills.length} concept skills are level at ${min}.`
      : `Strongest: ${skills[0]!.concept_name} (${skills[0]!.skill}); weakest: ${skills[skills.length - 1]!.concept_name} (${skills[skills.length - 1]!.skill}).`;
  return (
    <figure className="chart" aria-label={summary}>
      <div style={{ width: '100%', height: Math.max(120, 34 * skills.length + 40) }} aria-hidden>
        <ResponsiveContainer>
          <BarChart data={skills} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
            <XAxis type="number" domain={[Math.floor((min - 50) / 100) * 100, Math.ceil((max + 50) / 100) * 100]} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="concept_name" width={150} tick={{ fontSize: 12 }} />
            <Tooltip
              formatter={(value, _name, item) => {
                const s = item.payload as ConceptSkill;
                return [`${value} (confidence ${Math.round(s.confidence * 100)} %, solved ${s.solved}/${s.attempted})`, 'Skill'];
              }}
            />
            <Bar dataKey="skill" isAnimationActive={false} radius={[0, 4, 4, 0]}>
              {skills.map((s) => (
                <Cell key={s.concept} fill="var(--primary)" fillOpacity={opacity(s.confidence)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted small">{summary} Paler bars rest on fewer days.</figcaption>
      <ol className="skills-list small" data-testid="skills-list">
        {skills.map((s) => (
          <li key={s.concept} data-testid="skill-row">
            <strong>{s.concept_name}</strong> {s.skill}
            <span className="muted"> · confidence {Math.round(s.confidence * 100)} % · {s.solved}/{s.attempted} solved · last practised {formatDate(s.last_practised)}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** Issue 15: the learner's concept skills, strongest to weakest, with how sure each estimate is. */
export function SkillsChart() {
  const skills = useSkills();
  if (skills.isPending) return <div className="card center"><Spinner label="Loading skills" /></div>;
  if (skills.isError) return null;
  return (
    <section className="card" aria-labelledby="skills-heading" data-testid="skills-chart">
      <h2 id="skills-heading" className="card-title"><Brain size={18} aria-hidden /> Skills by concept</h2>
      {skills.data.length === 0 ? (
        <p className="muted">Your concept skills appear after your first challenge.</p>
      ) : (
        <SkillBars skills={skills.data} />
      )}
    </section>
  );
}
