import { type ReactNode, useId } from 'react';

/** Label + control + optional hint, wired with ids for screen readers. */
export function FormField({ label, hint, children, required }: { label: string; hint?: string; required?: boolean; children: (props: { id: string; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span className="required" aria-hidden> *</span>}
      </label>
      {children({ id, 'aria-describedby': hintId })}
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
    </div>
  );
}
