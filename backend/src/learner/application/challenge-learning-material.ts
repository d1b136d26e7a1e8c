import { Injectable } from '@nestjs/common';
import { ActiveChallenges, type ChallengeMaterial } from '../../catalogue';

export type LearningMaterial = ChallengeMaterial;

/**
 * A challenge's hints and explanation (issue 13). Hints are handed out one at a time by the learner's
 * stream (RevealHint); the explanation and the solution only once the learner's day is resolved.
 */
@Injectable()
export class ChallengeLearningMaterial {
  constructor(private readonly catalogue: ActiveChallenges) {}

  async of(challengeId: number): Promise<LearningMaterial | null> {
    return this.catalogue.material(challengeId);
  }
}
