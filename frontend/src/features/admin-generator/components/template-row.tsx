import { Trash2 } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import type { GenerationTemplate, TemplateOptions } from '../api/types';
import { clamp, GENERATOR_LIMITS as L, optionLabel } from '../utils/generator';

type Props = {
  index: number;
  template: GenerationTemplate;
  options: TemplateOptions;
  onChange: (next: GenerationTemplate) => void;
  onRemove: () => void;
  disabled?: boolean;
};

export function TemplateRow({ index, template: t, options, onChange, onRemove, disabled }: Props) {
  const withCurrent = (list: string[], value: string) => (list.includes(value) ? list : [value, ...list]);
  return (
    <fieldset className="template-row" data-testid={`template-${index}`} disabled={disabled}>
      <legend className="visually-hidden">Template {index + 1}</legend>
      <FormField label="Difficulty">
        {(p) => (
          <select {...p} value={t.difficulty} onChange={(e) => onChange({ ...t, difficulty: e.target.value })}>
            {withCurrent(options.difficulties, t.difficulty).map((d) => <option key={d} value={d}>{optionLabel(d)}</option>)}
          </select>
        )}
      </FormField>
      <FormField label="Industry">
        {(p) => (
          <select {...p} value={t.industry_context} onChange={(e) => onChange({ ...t, industry_context: e.target.value })}>
            {withCurrent(options.industry_contexts, t.industry_context).map((d) => <option key={d} value={d}>{optionLabel(d)}</option>)}
          </select>
        )}
      </FormField>
      <FormField label="SQL Concepts">
        {(p) => (
          <select
            {...p}
            multiple
            size={3}
            value={t.sql_concepts}
            onChange={(e) => onChange({ ...t, sql_concepts: Array.from(e.target.selectedOptions, (o) => o.value) })}
          >
            {options.sql_concepts.map((c) => <option key={c} value={c}>{optionLabel(c)}</option>)}
          </select>
        )}
      </FormField>
      <FormField label="Count">
        {(p) => (
          <input
            {...p}
            type="number"
            min={L.countMin}
            max={L.countMax}
            value={t.count}
            onChange={(e) => onChange({ ...t, count: clamp(Number(e.target.value), L.countMin, L.countMax) })}
          />
        )}
      </FormField>
      <FormField label="Time (min)">
        {(p) => (
          <input
            {...p}
            type="number"
            min={L.timeMin}
            max={L.timeMax}
            value={t.estimated_time}
            onChange={(e) => onChange({ ...t, estimated_time: clamp(Number(e.target.value), L.timeMin, L.timeMax) })}
          />
        )}
      </FormField>
      <button type="button" className="icon-button bordered" aria-label={`Remove template ${index + 1}`} title="Remove template" onClick={onRemove}>
        <Trash2 size={16} aria-hidden />
      </button>
    </fieldset>
  );
}
