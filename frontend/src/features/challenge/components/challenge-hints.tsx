import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HintsPanel } from '@/components/learning/hints-panel';
import { errorText } from '@/lib/api-client';
import { refreshHints, useHints, useRevealHint } from '../api/hints';

/** Best case for a correct answer: first attempt, no time used (time factor 1.5), times the hints' factor. */
export const maxPointsWith = (rating: number | null | undefined, factor: number) =>
  rating == null ? null : Math.round((rating / 10) * 1.5 * factor);

/**
 * The hints of today's challenge (issue 13): revealed ones stay listed, the next one's cost is on its
 * button, and the best score a correct answer can still earn follows the factor. `refreshKey` changes
 * after each submit so a resolved day stops offering hints.
 */
export function ChallengeHints({ challengeId, rating, refreshKey }: { challengeId: number; rating: number | null | undefined; refreshKey: number }) {
  const queryClient = useQueryClient();
  const hints = useHints(challengeId);
  const reveal = useRevealHint(challengeId);
  useEffect(() => {
    if (refreshKey > 0) void refreshHints(queryClient, challengeId);
  }, [refreshKey, challengeId, queryClient]);

  if (!hints.data) return null;
  if (hints.data.total === 0) return <p className="ws-empty">This challenge has no hints.</p>;
  const s = hints.data;
  return (
    <HintsPanel
      total={s.total}
      revealed={s.revealed}
      pointsFactor={s.points_factor}
      nextPointsFactor={s.next_points_factor}
      maxPoints={maxPointsWith(rating, s.points_factor)}
      canReveal={s.can_reveal}
      revealing={reveal.isPending}
      error={reveal.isError ? errorText(reveal.error, 'Failed to reveal the hint') : null}
      onReveal={() => reveal.mutate()}
    />
  );
}
