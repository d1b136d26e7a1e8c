import { useState } from 'react';
import { Plus, Save, Sparkles, Wand2 } from 'lucide-react';
import { useUser } from '@/lib/auth';
import { AccessDenied } from '@/components/admin/access-denied';
import { useGenerateBulk } from '../api/generate-bulk';
import { useGenerationStats } from '../api/get-generation-stats';
import { useTemplateOptions } from '../api/get-templates';
import { useSaveGeneratedChallenges } from '../api/save-challenges';
import type { GeneratedChallenge, GenerationTemplate, TemplateOptions } from '../api/types';
import { defaultTemplate, totalCount } from '../utils/generator';
import { GeneratedCard } from './generated-card';
import { PreviewModal } from './preview-modal';
import { TemplateRow } from './template-row';
import { plural } from '@/utils/format';

const FALLBACK_OPTIONS: TemplateOptions = { difficulties: ['beginner'], industry_contexts: ['ecommerce'], sql_concepts: ['basic_select'] };

function StatsHeader() {
  const stats = useGenerationStats(true);
  const s = stats.data;
  return (
    <div className="stats-inline" data-testid="generation-stats" aria-live="polite">
      <div><span className="stat-label">Generated</span><strong>{s ? s.generated_challenges : '—'}</strong></div>
      <div><span className="stat-label">Total</span><strong>{s ? s.total_challenges : '—'}</strong></div>
      <div><span className="stat-label">AI Generated</span><strong>{s ? `${s.generation_percentage}%` : '—'}</strong></div>
    </div>
  );
}

function Generator() {
  const optionsQuery = useTemplateOptions(true);
  const options = optionsQuery.data ?? FALLBACK_OPTIONS;
  const [templates, setTemplates] = useState<GenerationTemplate[]>(() => [defaultTemplate()]);
  const [results, setResults] = useState<GeneratedChallenge[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [preview, setPreview] = useState<GeneratedChallenge | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const generate = useGenerateBulk(setProgress);
  const save = useSaveGeneratedChallenges();

  const runGenerate = () => {
    if (templates.length === 0 || generate.isPending) return;
    setProgress(null);
    generate.mutate(templates, {
      onSuccess: (challenges) => {
        // Every result starts selected (spec §4).
        setResults(challenges);
        setSelected(new Set(challenges.map((_, i) => i)));
      },
      onError: (err) => console.error('Failed to generate challenges', err),
      onSettled: () => setProgress(null),
    });
  };

  const runSave = () => {
    const chosen = results.filter((_, i) => selected.has(i));
    if (chosen.length === 0) return;
    save.mutate(chosen, {
      onSuccess: (r) => {
        const n = r?.challenges?.length ?? chosen.length;
        window.alert(`Successfully saved ${n} challenges!`);
        setResults([]);
        setSelected(new Set());
      },
      onError: (err) => console.error('Failed to save challenges', err),
    });
  };

  const toggle = (i: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  const count = totalCount(templates);

  return (
    <>
      <div className="card">
        <div className="admin-header">
          <h2 className="section-title"><Wand2 size={18} aria-hidden /> Generation Templates</h2>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setTemplates((t) => [...t, defaultTemplate()])} disabled={generate.isPending}>
            <Plus size={16} aria-hidden /> Add Template
          </button>
        </div>
        {templates.length === 0 ? (
          <p className="muted">No templates. Add one to generate challenges.</p>
        ) : (
          <div className="template-list">
            {templates.map((t, i) => (
              <TemplateRow
                key={i}
                index={i}
                template={t}
                options={options}
                disabled={generate.isPending}
                onChange={(next) => setTemplates((all) => all.map((x, j) => (j === i ? next : x)))}
                onRemove={() => setTemplates((all) => all.filter((_, j) => j !== i))}
              />
            ))}
          </div>
        )}
        <div className="form-actions" style={{ marginTop: '1rem', alignItems: 'center' }}>
          <span className="muted small">{plural(count, 'challenge')} in total</span>
          <button type="button" className="btn btn-primary" onClick={runGenerate} disabled={generate.isPending || templates.length === 0}>
            {generate.isPending ? 'Generating...' : <><Sparkles size={16} aria-hidden /> Generate Challenges</>}
          </button>
        </div>
        {generate.isPending && progress && (
          <div style={{ marginTop: '1rem' }} data-testid="generation-progress">
            <div className="progress" role="progressbar" aria-label="Generation progress" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done}>
              <span style={{ width: `${progress.total ? Math.round((100 * progress.done) / progress.total) : 0}%` }} />
            </div>
            <p className="muted small" style={{ marginTop: '.35rem' }}>Generated and validated {progress.done} of {plural(progress.total, 'challenge')}...</p>
          </div>
        )}
      </div>

      {results.length > 0 && (
        <div className="card" data-testid="generated-results">
          <div className="admin-header" style={{ marginBottom: '1rem' }}>
            <h2 className="section-title">Generated Challenges ({results.length})</h2>
            <div className="admin-actions">
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setSelected(new Set(results.map((_, i) => i)))}>Select All</button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setSelected(new Set())}>Select None</button>
              <button type="button" className="btn btn-primary btn-sm" onClick={runSave} disabled={selected.size === 0 || save.isPending}>
                <Save size={16} aria-hidden /> {save.isPending ? 'Saving...' : `Save Selected (${selected.size})`}
              </button>
            </div>
          </div>
          <div className="generated-grid">
            {results.map((c, i) => (
              <GeneratedCard key={i} index={i} challenge={c} selected={selected.has(i)} onToggle={() => toggle(i)} onPreview={() => setPreview(c)} />
            ))}
          </div>
        </div>
      )}

      {preview && <PreviewModal challenge={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

/** The generator checks is_admin on the client (spec §6). */
export function GeneratorView() {
  const user = useUser().data;
  if (!user?.is_admin) return <AccessDenied message="Admin access required" />;
  return (
    <section className="page admin-page" data-testid="admin-generator">
      <header className="admin-header">
        <div>
          <h1>LLM Challenge Generator</h1>
          <p className="muted">Configure templates, generate validated challenges, pick the ones to keep.</p>
        </div>
        <StatsHeader />
      </header>
      <Generator />
    </section>
  );
}
