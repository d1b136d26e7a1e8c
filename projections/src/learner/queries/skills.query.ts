import type { Pool } from 'pg';
import { conceptConfidence } from '../../../../contracts/src/concept-skill';
import { readModel } from '../../read-model-sql';

/** The caller's concept skills (issue 15), strongest first. */
export class SkillsQuery {
  constructor(private readonly pool: Pool) {}

  async forUser(userId: number) {
    const rows = await readModel<{ concept: string; skill: number; attempted: number; solved: number; last_practised: string }>(
      this.pool,
      `SELECT concept, skill, attempted, solved, last_practised::text AS last_practised FROM learner_skills WHERE user_id = $1 ORDER BY skill DESC, concept`,
      [userId],
    );
    return rows.map((r) => ({
      concept: r.concept,
      skill: Math.round(r.skill),
      confidence: conceptConfidence(r.attempted),
      solved: r.solved,
      attempted: r.attempted,
      last_practised: r.last_practised,
    }));
  }
}
