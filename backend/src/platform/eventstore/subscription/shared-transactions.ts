import type { Pool, PoolClient } from 'pg';
import { commitWithCheckpoints } from './checkpoints';
import { TurnBatch, type Waiting } from './turn-batch';

interface Job {
  name: string;
  from: bigint;
  to: bigint;
  work: (tx: PoolClient) => Promise<void>;
}

/** `committed`: the batch and its checkpoint are in; `alone`: the shared transaction failed, nothing of it is in: run the batch in a transaction of its own. */
export type SharedOutcome = 'committed' | 'alone';

/**
 * One transaction for the batches several subscriptions of a process write in the same turn of the event
 * loop (they wake on the same append and share its read, SharedReads): one BEGIN, each batch's writes in
 * turn, then every checkpoint moved and COMMIT in one round trip (`commitWithCheckpoints`). Per learner
 * request that replaces a BEGIN, a checkpoint and a COMMIT for each projection the events concern.
 *
 * A failure of any part rolls the whole transaction back and tells every batch to run `alone`, so a
 * projection that fails (or whose checkpoint a rebuild moved) only ever holds itself back; a transaction of
 * one batch fails with that batch's own error instead.
 */
export class SharedTransactions {
  private readonly batch = new TurnBatch<Job, SharedOutcome>((jobs) => this.flush(jobs));

  constructor(private readonly pool: Pool) {}

  run(name: string, from: bigint, to: bigint, work: (tx: PoolClient) => Promise<void>): Promise<SharedOutcome> {
    return this.batch.add({ name, from, to, work });
  }

  private async flush(jobs: Array<Waiting<Job, SharedOutcome>>): Promise<void> {
    let tx: PoolClient | undefined;
    let broken: Error | undefined;
    const onError = (e: Error) => (broken = e); // a checked-out client has no pool listener
    try {
      tx = await this.pool.connect();
      tx.on('error', onError);
      await tx.query('BEGIN');
      for (const job of jobs) await job.work(tx);
      await commitWithCheckpoints(tx, jobs);
      for (const job of jobs) job.done('committed');
    } catch (err) {
      await tx?.query('ROLLBACK').catch((e: Error) => (broken = e));
      if (jobs.length === 1) jobs[0]!.fail(err);
      else for (const job of jobs) job.done('alone');
    } finally {
      tx?.off('error', onError);
      tx?.release(broken);
    }
  }
}
