import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import { formatDate } from '@/utils/format';
import { validationState } from '../utils/tiers';
import type { AdminChallengeListItem } from '../api/types';

/** Validated with date, Failed with the error as tooltip, or Not validated. */
export function ValidationCell({ challenge }: { challenge: Pick<AdminChallengeListItem, 'validated' | 'validated_at' | 'validation_error'> }) {
  const state = validationState(challenge);
  if (state.kind === 'validated') {
    return (
      <>
        <span className="validation-state ok">
          <CheckCircle2 size={14} aria-hidden /> Validated
        </span>
        {state.at && <div className="cell-sub">{formatDate(state.at)}</div>}
      </>
    );
  }
  if (state.kind === 'failed') {
    return (
      <span className="validation-state failed" title={state.error} tabIndex={0} aria-label={`Failed: ${state.error}`}>
        <XCircle size={14} aria-hidden /> Failed
      </span>
    );
  }
  return (
    <span className="validation-state none">
      <CircleDashed size={14} aria-hidden /> Not validated
    </span>
  );
}
