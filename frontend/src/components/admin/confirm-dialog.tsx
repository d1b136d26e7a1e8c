import { type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
};

/** A small confirmation dialog with Cancel and a red confirm button that shows its busy label while running. */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy, error, onConfirm, onClose, testId }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      size="sm"
      testId={testId}
      footer={
        <>
          <span className="spacer" />
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>Cancel</button>
          <button type="button" className="btn btn-primary btn-danger" onClick={onConfirm} disabled={busy} data-autofocus>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <div className="form">
        {children}
        {error && <div className="alert alert-error" role="alert"><p>{error}</p></div>}
      </div>
    </Modal>
  );
}
