import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PartyPopper } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES } from '@/config/constants';
import { formatSigned } from '@/utils/format';

/** 500 pieces over 5 seconds, split into bursts so the shower lasts the whole time. */
async function launchConfetti(signal: AbortSignal) {
  const { default: confetti } = await import('canvas-confetti');
  if (signal.aborted) return;
  const bursts = 10;
  const perBurst = Math.round(CONFETTI_PIECES / bursts);
  const gap = CONFETTI_DURATION_MS / bursts;
  for (let i = 0; i < bursts && !signal.aborted; i++) {
    void confetti({ particleCount: perBurst, spread: 100, startVelocity: 45, origin: { x: 0.2 + 0.6 * Math.random(), y: 0.6 }, zIndex: 2000, disableForReducedMotion: true });
    await new Promise((r) => setTimeout(r, gap));
  }
}

export function CelebrationDialog({ open, points, eloChange, eloPending, onClose }: {
  open: boolean;
  points: number;
  eloChange: number | null;
  eloPending?: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    launchConfetti(controller.signal).catch((e) => console.error('Confetti failed', e));
    return () => controller.abort();
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title="Awesome!" size="sm" testId="celebration-dialog">
      <div className="celebration">
        <PartyPopper size={48} aria-hidden className="text-primary" />
        <p className="strong">You solved today&apos;s challenge!</p>
        <dl className="celebration-stats">
          <div>
            <dt>Points</dt>
            <dd>+{points}</dd>
          </div>
          <div>
            <dt>ELO Change</dt>
            <dd>{eloPending ? '±0*' : formatSigned(eloChange ?? 0)}</dd>
          </div>
        </dl>
        <button type="button" className="btn btn-primary btn-block" onClick={onClose} data-autofocus data-testid="celebration-continue">
          See the solution and explanation
        </button>
        {/* the spec's way out (§ challenge page): the dialog closes to the dashboard */}
        <button type="button" className="btn btn-secondary btn-block" onClick={() => { onClose(); navigate(paths.app.dashboard.getHref()); }} data-testid="celebration-dashboard">
          Continue to Dashboard
        </button>
      </div>
    </Modal>
  );
}
