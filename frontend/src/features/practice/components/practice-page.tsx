import { Link, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api-client';
import { usePracticeChallenge } from '../api/practice';
import { PracticeWorkspace } from './practice-workspace';

/** /practice/:challengeId — loads the past challenge, then its workspace (keyed so another id starts fresh). */
export function PracticeChallengePage() {
  const { challengeId } = useParams();
  const id = Number(challengeId);
  const challenge = usePracticeChallenge(id);
  if (challenge.isPending && Number.isInteger(id)) return <div className="page-center"><Spinner size="lg" label="Loading challenge" /></div>;
  if (!challenge.data) {
    return (
      <div className="card narrow center" role="alert">
        <h2>Challenge not available for practice</h2>
        <p className="muted">{errorText(challenge.error, 'Only challenges whose day is over can be practised.')}</p>
        <Link className="btn btn-primary" to={paths.app.practice.getHref()}>Back to Practice</Link>
      </div>
    );
  }
  return <PracticeWorkspace key={id} challenge={challenge.data} />;
}
