import { Database } from 'lucide-react';

export function Logo({ inverted }: { inverted?: boolean }) {
  return (
    <span className={inverted ? 'logo logo-inverted' : 'logo'}>
      <span className="logo-mark" aria-hidden>
        <Database size={18} />
      </span>
      <span className="logo-text">
        SQL<strong>Daily</strong>
      </span>
    </span>
  );
}
