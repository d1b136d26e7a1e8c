import type { Pool } from 'pg';

export interface ChallengeStats {
  total_attempts: number;
  success_rate: number;
  average_completion_time: number;
}

const UNDEFINED_TABLE = '42P01';

const NONE: ChallengeStats = { total_attempts: 0, success_rate: 0, average_completion_time: 0 };

/** Attempts, success rate and average time per challenge, from the challenge-stats read model. */
export class ChallengeStatsReader {
  constructor(private readonly pool: Pool) {}

  async forIds(ids: number[]): Promise<Map<number, ChallengeStats>> {
    const out = new Map<number, ChallengeStats>(ids.map((id) => [id, NONE]));
    if (!ids.length) return out;
    let rows: Array<{ challenge_id: number; total_attempts: number; success_rate: number; average_completion_time: number }>;
    try {
      rows = (
        await this.pool.query(
        `SELECT challenge_id, total_attempts, success_rate, average_completion_time FROM challenge_stats WHERE challenge_id = ANY($1)`,
          [ids],
        )
      ).rows;
    } catch (err) {
      // The read model arrives when a projector first starts; until then nobody has attempted anything.
      if ((err as { code?: string }).code === UNDEFINED_TABLE) return out;
      throw err;
    }
    for (const r of rows) {
      out.set(r.challenge_id, {
        total_attempts: Number(r.total_attempts),
        success_rate: Number(r.success_rate),
        average_completion_time: Number(r.average_completion_time),
      });
    }
    return out;
  }

  async one(id: number): Promise<ChallengeStats> {
    return (await this.forIds([id])).get(id) ?? NONE;
  }
}
