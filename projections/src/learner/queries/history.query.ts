import type { Pool } from 'pg';
import { difficultyCategory } from '../../../../contracts/src';
import { readModel } from '../../read-model-sql';

interface HistoryRow {
  challenge_id: number;
  challenge_title: string;
  rating: number;
  category: string | null;
  submitted_at: Date | null;
  resolved_at: Date;
  date: string;
  is_correct: boolean;
  total_attempts: number;
  elo_before: number | null;
  elo_after: number | null;
  final_elo_change: number | null;
  execution_time_seconds: number;
  points_earned: number;
  outcome: 'solved' | 'failed' | 'abandoned';
  hints_used: number;
  explanation: string | null;
  practice_runs: number;
  practice_solved: number;
}

/**
 * The spec's History items: the caller's resolved days, newest first; with issue 13's hints used, the
 * challenge's explanation (the day is over) and its unrated practice runs ("Practice").
 */
export class HistoryQuery {
  constructor(private readonly pool: Pool) {}

  async forUser(userId: number, limit: number, offset: number) {
    const rows = await readModel<HistoryRow>(
      this.pool,
      `SELECT h.challenge_id, coalesce(c.title, 'Challenge #' || h.challenge_id) AS challenge_title, h.rating, h.category,
              h.submitted_at, h.resolved_at, h.date::text AS date, h.is_correct, h.total_attempts, h.elo_before, h.elo_after,
              h.final_elo_change, h.execution_time_seconds, h.points_earned, h.outcome, h.hints_used, c.explanation,
              coalesce(p.runs, 0) AS practice_runs, coalesce(p.solved, 0) AS practice_solved
         FROM learner_history h LEFT JOIN challenge_texts c ON c.challenge_id = h.challenge_id
         LEFT JOIN LATERAL (
           SELECT count(*)::int AS runs, count(*) FILTER (WHERE solved)::int AS solved
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
      // A day abandoned without a submission (or whose submissions were all deleted) ended at its resolution.
      submitted_at: (r.submitted_at ?? r.resolved_at).toISOString(),
      date: r.date,
      is_correct: r.is_correct,
      total_attempts: r.total_attempts,
      elo_before: r.elo_before,
      elo_after: r.elo_after,
      final_elo_change: r.final_elo_change,
      execution_time_seconds: r.execution_time_seconds,
      points_earned: r.points_earned,
      outcome: r.outcome,
      hints_used: r.hints_used,
      explanation: r.explanation,
      practice_runs: r.practice_runs,
      practice_solved: r.practice_solved,
    }));
  }
}
