import { RegradeDialog } from '@/components/admin/regrade-dialog';
import { useRegradeChallenge } from '../api/regrade-challenge';
import type { AdminChallengeListItem, RegradeReport } from '../api/types';

type Props = {
  challenge: Pick<AdminChallengeListItem, 'id' | 'title' | 'total_attempts' | 'validated'>;
  onClose: () => void;
  onApplied?: (report: RegradeReport) => void;
};

/** "Re-grade attempts" for one challenge (list row action and detail page). Mount with a key per opening. */
export function RegradeChallengeDialog({ challenge: c, onClose, onApplied }: Props) {
  const regrade = useRegradeChallenge();
  return (
    <RegradeDialog
      open
      title="Re-grade Attempts"
      scope={
        <>
          Every attempt on <strong>{c.title}</strong> (#{c.id}, {c.total_attempts} {c.total_attempts === 1 ? 'attempt' : 'attempts'}) is checked against the challenge as it stands now.
          {!c.validated && <span className="text-danger"> It has not passed validation in its current form: validate it first.</span>}
        </>
      }
      submit={(body) => regrade.mutateAsync({ id: c.id, ...body })}
      onApplied={onApplied}
      onClose={onClose}
      testId="regrade-challenge-dialog"
    />
  );
}
