import { type ReactNode, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A panel with a header button that shows and hides its content (aria-expanded / aria-controls). */
export function Collapsible({ title, actions, children, defaultOpen = true, className, testId, level = 2 }: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  testId?: string;
  level?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={cn('collapsible', open && 'is-open', className)} data-testid={testId}>
      <div className="collapsible-header">
        <Heading className="collapsible-heading">
          <button type="button" className="collapsible-toggle" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((o) => !o)}>
            <ChevronDown size={18} aria-hidden className="chevron" />
            {title}
          </button>
        </Heading>
        {actions && <div className="collapsible-actions">{actions}</div>}
      </div>
      <div id={contentId} hidden={!open} className="collapsible-content">
        {children}
      </div>
    </section>
  );
}
