import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useDailyChallenge } from '@/features/challenge/api/get-daily-challenge';
import { ChallengeWorkspace } from '@/features/challenge/components/challenge-workspace';
import { CompletedView, isCataloguePreparing, isCompletedForToday, LoadErrorView } from '@/features/challenge/components/challenge-status-views';
import { FinishedDayView } from '@/features/challenge/components/finished-day';

export function Component() {
  const daily = useDailyChallenge();
  const user = useUser().data;
  if (daily.isPending) {
    return (
      <div className="page-center">
        <Spinner size="lg" label="Loading today's challenge" />
      </div>
    );
  }
  if (daily.isError) {
    if (isCataloguePreparing(daily.error)) return <CompletedView error={daily.error} />;
    if (isCompletedForToday(daily.error)) {
      // A resolved day teaches (verdict, queries, explanation); no challenge at all keeps the plain view.
      const today = user?.today_challenge;
      return today ? <FinishedDayView challengeId={today.challenge_id} /> : <CompletedView error={daily.error} />;
    }
    return <LoadErrorView message={errorText(daily.error, "Failed to load today's challenge")} onRetry={() => void daily.refetch()} />;
  }
  if (!daily.data) return <CompletedView />;
  return <ChallengeWorkspace key={daily.data.id} challenge={daily.data} />;
}
