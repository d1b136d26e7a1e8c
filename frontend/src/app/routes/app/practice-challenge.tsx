import { PracticeChallengePage } from '@/features/practice/components/practice-page';

export function Component() {
  return <PracticeChallengePage />;
}
