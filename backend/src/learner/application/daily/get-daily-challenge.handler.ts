import { HttpException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../kernel/clock';
import { conflict, notFound, serviceUnavailable } from '../../../kernel/errors';
import { conceptName } from '../../../catalogue';
import { dayOfChallenge, hasDayEnded, learnerDate, previousCumulativeTime, type AbandonDay, type DailyPickReason, type LearnerState } from '../../domain';
import { GetDailyChallengeCommand } from '../commands';
import { LearnerChallenges } from '../learner-challenges';
import { asHttp } from '../learner-errors';
import { type LearnerProfile, LearnerProfiles, withEnrolment } from './learner-profile';
import { LearnerRepository } from '../learner.repository';

export const COMPLETED_TODAY = "You have already completed today's challenge. Come back tomorrow!";
export const CATALOGUE_PREPARING = 'The catalogue is being prepared, ready in about';

/** Today's challenge: assigned on the first request of the learner's day, the same all day. */
@CommandHandler(GetDailyChallengeCommand)
export class GetDailyChallengeHandler implements ICommandHandler<GetDailyChallengeCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly profiles: LearnerProfiles,
    private readonly challenges: LearnerChallenges,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetDailyChallengeCommand) {
    const profile = await this.profiles.get(userId);
    const now = this.clock.now().toISOString();
    const today = learnerDate(now, profile.timezone);
    const after = await this.todaysState(userId, profile, now, today).catch(async (err: unknown) => {
      if (err instanceof HttpException && err.getStatus() === 404) throw (await this.preparing(userId)) ?? err;
      throw err;
    });
    const day = after.days[today];
    if (!day) throw (await this.preparing(userId, after)) ?? notFound('There is no new challenge for you today. Come back tomorrow!');
    if (day.resolution) throw conflict(COMPLETED_TODAY);
    const shown = await this.challenges.viewWithPreview(day.challengeId);
    if (!shown) throw notFound('There is no new challenge for you today. Come back tomorrow!');
    const { view, preview } = shown;
    const open = day.attempts.some((a) => a.submission === null);
    const used = previousCumulativeTime(after, day.challengeId, open ? now : undefined);
    return {
      ...view,
      date: today,
      allowance_seconds: day.allowanceSeconds,
      attempts_used: day.attempts.length,
      max_attempts: 3,
      attempt_in_progress: open,
      previous_cumulative_time: used,
      elo_pending: dayOfChallenge(after, day.challengeId)?.eloPending ?? false,
      // The server's clock, so a reload mid-attempt resumes the countdown where it is.
      time_remaining_seconds: Math.max(0, Math.floor(day.allowanceSeconds - used)),
      started_at: day.attempts.find((a) => a.submission === null)?.startedAt ?? null,
      expected_preview: preview,
      pick_reason: pickReasonView(day.pickReason) ?? nearestRatingReason(day.concepts, after),
    };
  }

  /**
   * No challenge for the learner today: right after a start the catalogue may still be validating, which is not
   * "come back tomorrow" (issue 33). The 503 to answer then, else null.
   */
  private async preparing(userId: number, state?: LearnerState): Promise<HttpException | null> {
    const assigned = (state ?? (await this.learners.load(userId)).state).assignedChallengeIds;
    const { pending, readyInSeconds } = await this.challenges.stillPreparing(assigned);
    return pending > 0 ? serviceUnavailable(`${CATALOGUE_PREPARING} ${readyInSeconds} s.`) : null;
  }

  /** Most visits find today already assigned: only the day's first visit loads the catalogue and decides. */
  private async todaysState(userId: number, profile: LearnerProfile, now: string, today: string): Promise<LearnerState> {
    const loaded = await this.learners.load(userId);
    const { state } = loaded;
    if (state.enrolment && state.days[today] && !abandonedEarlierDays(state, today, now).length) return state;
    const candidates = await this.challenges.candidates();
    // decided on the read above (a write landing meanwhile loses the append and is decided again on a fresh read)
    const { after } = await asHttp(() =>
      this.learners.execute(
        userId,
        (current) =>
          withEnrolment(current, profile, now, [
            ...abandonedEarlierDays(current, today, now),
            // Catches up the streak freezes a lost day-end job did not spend, before the new day counts.
            { type: 'UseStreakFreezes', data: { now } },
            { type: 'AssignDaily', data: { candidates, now } },
          ]),
        userId,
        loaded,
      ),
    );
    return after;
  }
}

/** The adaptive pick's reason as the challenge page shows it ("Picked for you: …"). */
export function pickReasonView(reason: DailyPickReason | null) {
  if (!reason) return null;
  const name = conceptName(reason.concept);
  const when = reason.daysSince === 1 ? 'yesterday' : `${reason.daysSince} days ago`;
  const why = reason.kind === 'weak_concept' ? ', one of your weaker concepts' : '';
  return {
    kind: reason.kind,
    concept: reason.concept,
    concept_name: name,
    skill: Math.round(reason.skill),
    last_practised: reason.lastPractised,
    days_since_practised: reason.daysSince,
    text: `Picked for you: ${name}${why}, last practised ${when}`,
  };
}

/**
 * The plain pick's reason (issue 33: every pick says why): the active validated challenge nearest the
 * learner's rating that they were never given, named by its first concept they have not met yet, if any.
 */
export function nearestRatingReason(concepts: readonly string[], state: LearnerState) {
  const fresh = concepts.find((c) => !state.conceptSkills[c]);
  const concept = fresh ?? concepts[0] ?? null;
  const name = concept ? conceptName(concept) : null;
  return {
    kind: 'nearest_rating' as const,
    concept,
    concept_name: name,
    skill: null,
    last_practised: null,
    days_since_practised: null,
    text: fresh
      ? `Picked for you: the closest to your rating, a concept you have not met yet (${name})`
      : `Picked for you: the closest to your rating${name ? ` (${name})` : ''}`,
  };
}

/**
 * A started day left unresolved is abandoned by the day-end job; if that job was lost (Redis
 * restarted), the learner's next visit settles it before a new day begins.
 */
function abandonedEarlierDays(state: LearnerState, today: string, now: string): AbandonDay[] {
  const tz = state.enrolment?.timezone;
  if (!tz) return [];
  return Object.values(state.days)
    .filter((d) => d.date < today && !d.resolution && d.attempts.length > 0 && hasDayEnded(d.date, tz, now))
    .map((d) => ({ type: 'AbandonDay', data: { date: d.date, now } }));
}
