import { useState } from 'react';
import { Monitor, X } from 'lucide-react';

/** Shown by CSS on narrow viewports only: the product is optimised for laptop or desktop. */
export function SmallScreenNotice() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="small-screen-notice" role="note" data-testid="small-screen-notice">
      <Monitor size={18} aria-hidden />
      <span>SQL Daily is optimised for laptop or desktop. For the best experience, please use a larger screen.</span>
      <button type="button" className="icon-button" aria-label="Dismiss notice" onClick={() => setDismissed(true)}>
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
