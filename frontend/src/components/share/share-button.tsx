import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Download, Share2 } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { client, errorText, tokenStorage } from '@/lib/api-client';
import type { ApiSchema } from '@/api/types';

type ShareCard = ApiSchema<'ShareCard'>;

/**
 * The PNG route takes the bearer token like every route: the image is fetched and shown as a blob URL
 * (an <img src> could not send the header), which is also what the download link saves.
 */
function useShareImage(imageUrl: string | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!imageUrl) return;
    let revoked = false;
    let objectUrl: string | null = null;
    const token = tokenStorage.get();
    fetch(imageUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (revoked) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => !revoked && setState({ url: null, failed: true }));
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl]);
  return state;
}

function ShareDialog({ challengeId, onClose }: { challengeId: number; onClose: () => void }) {
  const card = useQuery({ queryKey: ['share', challengeId], queryFn: (): Promise<ShareCard> => client.get('/challenges/{id}/share', { params: { id: challengeId } }) });
  const image = useShareImage(card.data?.image_url);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    if (!card.data) return;
    try {
      await navigator.clipboard.writeText(card.data.text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Modal open onClose={onClose} title="Share your day" testId="share-dialog">
      {card.isPending && <p className="muted">Preparing your card…</p>}
      {card.error && <div className="alert alert-error" role="alert">{errorText(card.error, 'The share card could not be made.')}</div>}
      {card.data && (
        <div className="share-card">
          <pre className="code-block" data-testid="share-text">{card.data.text}</pre>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={copy} data-autofocus data-testid="share-copy">
              <Copy size={16} aria-hidden /> Copy text
            </button>
            {image.url && (
              <a className="btn btn-secondary" href={image.url} download={`sql-daily-${challengeId}.png`} data-testid="share-download">
                <Download size={16} aria-hidden /> Download image
              </a>
            )}
          </div>
          <p className="small muted" aria-live="polite" data-testid="share-copied">
            {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'Copying was blocked: select the text above instead.' : ''}
          </p>
          {image.url && <img src={image.url} alt="Share card: attempts, time, ELO change and streak" className="share-image" data-testid="share-image" />}
          {image.failed && <p className="small text-danger">The image could not be loaded.</p>}
        </div>
      )}
    </Modal>
  );
}

/** "Share" for a resolved day: a spoiler-free text to copy and the same card as an image. */
export function ShareButton({ challengeId, compact = false }: { challengeId: number; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? 'btn btn-ghost btn-sm' : 'btn btn-secondary'}
        onClick={() => setOpen(true)}
        data-testid="share-button"
        aria-label={compact ? 'Share this day' : undefined}
      >
        <Share2 size={16} aria-hidden /> {compact ? null : 'Share'}
      </button>
      {open && <ShareDialog challengeId={challengeId} onClose={() => setOpen(false)} />}
    </>
  );
}
