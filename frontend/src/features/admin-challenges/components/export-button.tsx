import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { errorText } from '@/lib/api-client';
import { useExportChallenge } from '../api/export-challenge';

/** Downloads the challenge as its content file (content/challenges/<industry>/<slug>.yaml), for review and git. */
export function ExportButton({ challengeId }: { challengeId: number }) {
  const exporting = useExportChallenge();
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setError(null);
    exporting.mutate(challengeId, {
      onSuccess: (file) => {
        const url = URL.createObjectURL(new Blob([file.yaml], { type: 'application/yaml' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = `${file.slug}.yaml`;
        link.dataset.path = file.path;
        document.body.appendChild(link);
        link.click();
        link.remove();
        window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
      },
      onError: (err) => setError(errorText(err, 'The export failed. Try again.')),
    });
  };
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={download} disabled={exporting.isPending} title="Download as a content file (YAML) for content/challenges">
        <FileDown size={16} aria-hidden /> {exporting.isPending ? 'Exporting...' : 'Export'}
      </button>
      {error && <span className="text-danger small" role="alert">{error}</span>}
    </>
  );
}
