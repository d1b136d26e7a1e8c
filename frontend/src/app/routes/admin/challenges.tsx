import '@/components/admin/admin.css';
import { ChallengesList } from '@/features/admin-challenges/components/challenges-list';

export function Component() {
  return <ChallengesList />;
}
