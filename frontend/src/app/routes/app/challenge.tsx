import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/api-client';
import { useDailyChallenge } from '@/features/challenge/api/get-daily-challenge';
import { ChallengeWorkspace } from '@/features/challenge/components/challenge-workspace';
import { CompletedView, isCompletedForToday, LoadErrorView } from '@/features/challenge/components/challenge-status-views';

export function Component() {
  const daily = useDailyChallenge();
  if (daily.isPending) {
    return (
      <div className="page-center">
        <Spinner size="lg" label="Loading today's challenge" />
      </div>
    );
  }
  if (daily.isError) {
    if (isCompletedForToday(daily.error)) return <CompletedView />;
    return <LoadErrorView message={errorText(daily.error, "Failed to load today's challenge")} onRetry={() => void daily.refetch()} />;
  }
  if (!daily.data) return <CompletedView />;
  return <ChallengeWorkspace key={daily.data.id} challenge={daily.data} />;
}
