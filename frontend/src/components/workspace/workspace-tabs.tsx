import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface WorkspaceTab {
  id: string;
  label: ReactNode;
  content: ReactNode;
  testId?: string;
}

/**
 * WAI-ARIA tabs (arrow keys, Home, End move between tabs). Every panel stays mounted, hidden when not
 * selected, so a diagram's zoom or a half-read explanation survives switching. The caller owns the
 * selection: a run or a submit brings its own tab forward.
 */
export function WorkspaceTabs({ tabs, selected, onSelect, label, className, testId, actions }: {
  tabs: WorkspaceTab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  className?: string;
  testId?: string;
  actions?: ReactNode;
}) {
  const base = useId();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.some((t) => t.id === selected) ? selected : tabs[0]?.id;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === current);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = tabs[(moves[e.key]! + tabs.length) % tabs.length]!;
    onSelect(next.id);
    buttons.current[next.id]?.focus();
  };

  return (
    <div className={cn('ws-tabs', className)} data-testid={testId}>
      <div className="ws-tab-bar">
        <div role="tablist" aria-label={label} className="ws-tab-list" onKeyDown={onKeyDown}>
          {tabs.map((t) => (
            <button
              key={t.id}
              ref={(el) => { buttons.current[t.id] = el; }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={t.id === current}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={t.id === current ? 0 : -1}
              className={cn('ws-tab', t.id === current && 'is-selected')}
              data-testid={t.testId ? `${t.testId}-tab` : undefined}
              onClick={() => onSelect(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {actions && <div className="ws-tab-actions">{actions}</div>}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== current}
          tabIndex={0}
          className="ws-tab-panel"
          data-testid={t.testId ? `${t.testId}-tabpanel` : undefined}
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
