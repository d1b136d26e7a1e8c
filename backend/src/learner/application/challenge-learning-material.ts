import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface LearningMaterial {
  hints: string[];
  explanation: string | null;
  correctSolution: string;
}

/**
 * A challenge's hints and explanation (issue 13). Hints are handed out one at a time by the learner's
 * stream (RevealHint); the explanation and the solution only once the learner's day is resolved.
 */
@Injectable()
export class ChallengeLearningMaterial {
  constructor(private readonly db: DataSource) {}

  async of(challengeId: number): Promise<LearningMaterial | null> {
    const [r] = (await this.db.query(`SELECT hints, explanation, correct_solution FROM challenges WHERE id = $1`, [challengeId])) as Array<{
      hints: string[] | null;
      explanation: string | null;
      correct_solution: string;
    }>;
    return r ? { hints: r.hints ?? [], explanation: r.explanation, correctSolution: r.correct_solution } : null;
  }
}
