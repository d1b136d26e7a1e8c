import type { Pool } from 'pg';
import { difficultyCategory } from '../../../../contracts/src';
import { readModel } from '../../read-model-sql';

interface PracticeRow {
  challenge_id: number;
  challenge_title: string;
  rating: number;
  category: string | null;
  date: string;
  outcome: 'solved' | 'failed' | 'abandoned';
  hint_count: number;
  has_explanation: boolean;
  practice_runs: number;
  practice_solved: number;
  last_practiced_at: Date | null;
}

/** The caller's resolved days, newest first, each with its practice runs (issue 13: /practice). */
export class PracticeListQuery {
  constructor(private readonly pool: Pool) {}

  async forUser(userId: number, limit: number, offset: number) {
    const rows = await readModel<PracticeRow>(
      this.pool,
      `SELECT h.challenge_id, coalesce(c.title, 'Challenge #' || h.challenge_id) AS challenge_title, h.rating, h.category,
              h.date::text AS date, h.outcome, coalesce(c.hint_count, 0) AS hint_count, c.explanation IS NOT NULL AS has_explanation,
              coalesce(p.runs, 0) AS practice_runs, coalesce(p.solved, 0) AS practice_solved, p.last_at AS last_practiced_at
         FROM learner_history h
         LEFT JOIN challenge_texts c ON c.challenge_id = h.challenge_id
         LEFT JOIN LATERAL (
           SELECT count(*)::int AS runs, count(*) FILTER (WHERE solved)::int AS solved, max(coalesce(last_submitted_at, started_at)) AS last_at
             FROM learner_practice_runs r WHERE r.user_id = h.user_id AND r.challenge_id = h.challenge_id
         ) p ON true
        WHERE h.user_id = $1 AND h.outcome IS NOT NULL
        ORDER BY h.date DESC
        LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    return rows.map((r) => ({
      challenge_id: r.challenge_id,
      challenge_title: r.challenge_title,
      difficulty_category: difficultyCategory(r.rating),
      difficulty_rating: r.rating,
      category: r.category,
      date: r.date,
      outcome: r.outcome,
      hint_count: r.hint_count,
      has_explanation: r.has_explanation,
      practice_runs: r.practice_runs,
      practice_solved: r.practice_solved,
      last_practiced_at: r.last_practiced_at?.toISOString() ?? null,
    }));
  }
}
