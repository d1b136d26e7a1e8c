import { ShieldAlert } from 'lucide-react';

/** Shown when an admin screen cannot load (spec §2: 'Access Denied'). */
export function AccessDenied({ message = 'Admin access is required to view this page.' }: { message?: string }) {
  return (
    <div className="card narrow center status-view" role="alert" data-testid="access-denied">
      <ShieldAlert size={40} aria-hidden className="text-danger" />
      <h1>Access Denied</h1>
      <p className="muted">{message}</p>
    </div>
  );
}
