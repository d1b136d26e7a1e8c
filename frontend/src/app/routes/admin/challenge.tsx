import '@/components/admin/admin.css';
import { useParams } from 'react-router-dom';
import { ChallengeDetail } from '@/features/admin-challenges/components/challenge-detail';

export function Component() {
  const { challengeId } = useParams();
  return <ChallengeDetail challengeId={challengeId} />;
}
