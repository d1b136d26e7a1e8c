import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../kernel/clock';
import { notFound } from '../../../kernel/errors';
import { dayOfChallenge, HINT_POINTS_SHARE, hintPointsFactor, type LearnerState } from '../../domain';
import { ChallengeLearningMaterial } from '../challenge-learning-material';
import { RevealHintCommand } from './learning-commands';
import { asHttp } from '../learner-errors';
import { LearnerRepository } from '../learner.repository';

/** The hints panel of a challenge the learner was given: what is revealed and what the next one costs. */
export interface HintsStatus {
  total: number;
  revealed: Array<{ index: number; hint: string }>;
  remaining: number;
  points_factor: number;
  next_points_factor: number | null;
  cost_per_hint: number;
  can_reveal: boolean;
}

function status(state: LearnerState, challengeId: number, hints: string[]): HintsStatus {
  const day = dayOfChallenge(state, challengeId)!;
  const used = Math.min(day.hintsRevealed, hints.length);
  const remaining = hints.length - used;
  return {
    total: hints.length,
    revealed: hints.slice(0, used).map((hint, i) => ({ index: i + 1, hint })),
    remaining,
    points_factor: hintPointsFactor(day.hintsRevealed),
    next_points_factor: remaining > 0 ? hintPointsFactor(day.hintsRevealed + 1) : null,
    cost_per_hint: HINT_POINTS_SHARE,
    can_reveal: remaining > 0 && !day.resolution,
  };
}

@Injectable()
export class LearnerHints {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly material: ChallengeLearningMaterial,
  ) {}

  /** 404 unless the challenge was assigned to this learner: nobody reads another day's hints. */
  async status(userId: number, challengeId: number): Promise<HintsStatus> {
    const { state } = await this.learners.load(userId);
    const material = dayOfChallenge(state, challengeId) ? await this.material.of(challengeId) : null;
    if (!material) throw notFound('Challenge not found');
    return status(state, challengeId, material.hints);
  }
}

/** Reveals the next hint of the learner's day (HintRevealed): a correct answer then earns a smaller share of its points. */
@CommandHandler(RevealHintCommand)
export class RevealHintHandler implements ICommandHandler<RevealHintCommand> {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly material: ChallengeLearningMaterial,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, challengeId }: RevealHintCommand) {
    const material = await this.material.of(challengeId);
    if (!material) throw notFound('Challenge not found');
    const now = this.clock.now().toISOString();
    const { after } = await asHttp(() =>
      this.learners.execute(userId, () => ({ type: 'RevealHint', data: { challengeId, hintCount: material.hints.length, now } })),
    );
    const s = status(after, challengeId, material.hints);
    const last = s.revealed[s.revealed.length - 1]!;
    return { hint: last.hint, index: last.index, remaining: s.remaining, points_factor: s.points_factor, next_points_factor: s.next_points_factor, cost_per_hint: s.cost_per_hint };
  }
}
