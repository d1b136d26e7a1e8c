import { useState } from 'react';
import { Monitor, X } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Shown by CSS on narrow viewports only (signed-in and public pages): the product is optimised for laptop or desktop. */
export function SmallScreenNotice({ className }: { className?: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className={cn('small-screen-notice', className)} role="note" data-testid="small-screen-notice">
      <Monitor size={18} aria-hidden />
      <span>SQL Daily is optimised for laptop or desktop. For the best experience, please use a larger screen.</span>
      <button type="button" className="icon-button" aria-label="Dismiss notice" onClick={() => setDismissed(true)}>
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
