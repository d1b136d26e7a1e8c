import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../accounts/http/auth.decorators';
import { badRequest, conflict, notFound } from '../../kernel/errors';
import { PG_POOL } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import { type EventStore, type NewEvent, type RecordedEvent, WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import {
  type FeedbackDeleted,
  type FeedbackStatus,
  type FeedbackStatusChanged,
  type FeedbackSubmitted,
  feedbackStream,
  foldFeedback,
  isFeedbackEvent,
  type FeedbackState,
} from '../domain/feedback-events';
import type { SubmitFeedback, UpdateFeedback } from '../http/feedback.schemas';
import { type FeedbackRow, type FeedbackView, rowToView, stateToView } from '../http/feedback-views';
import { awaitProjection } from '../../platform/projector/await-projections';

/** How long an admin write waits for the `feedback` read model to show it. */
const READ_YOUR_WRITES_DEADLINE_MS = 3000;

@Injectable()
export class FeedbackService {
  private readonly logger = new Logger('Feedback');

  constructor(
    private readonly db: DataSource,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async submit(input: SubmitFeedback, author: AuthUser | undefined): Promise<FeedbackView> {
    if (!author && !input.email) throw badRequest('email: field required');
    const [{ id }] = (await this.db.query(`SELECT nextval('feedback_id_seq')::int AS id`)) as [{ id: number }];
    const data: FeedbackSubmitted = { feedbackId: id, category: input.category, message: input.message, email: input.email, userId: author?.id ?? null };
    await this.store.append(feedbackStream(id), [{ type: 'FeedbackSubmitted', data, metadata: { actorId: author?.id ?? null } }], 'no_stream');
    const [submitted] = await this.store.readStream(feedbackStream(id), { limit: 1 });
    return stateToView(this.fold([submitted!])!);
  }

  async list(status: FeedbackStatus | undefined): Promise<FeedbackView[]> {
    const { rows } = await this.pool.query<FeedbackRow>(
      `SELECT id, created_at, category, message, email, status, admin_notes, user_id FROM feedback
        WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC`,
      [status ?? null],
    );
    return rows.map(rowToView);
  }

  async update(id: number, change: UpdateFeedback, adminId: number): Promise<FeedbackView> {
    const { state, version } = await this.load(id);
    const data: FeedbackStatusChanged = {
      feedbackId: id,
      status: change.status ?? state.status,
      previousStatus: state.status,
      notes: change.admin_notes === undefined ? state.adminNotes : change.admin_notes,
      adminId,
    };
    await this.appendAndWait(id, version, { type: 'FeedbackStatusChanged', data, metadata: { actorId: adminId } });
    return stateToView({ ...state, status: data.status, adminNotes: data.notes });
  }

  async remove(id: number, adminId: number): Promise<{ id: number; deleted: true }> {
    const { version } = await this.load(id);
    const data: FeedbackDeleted = { feedbackId: id, adminId };
    await this.appendAndWait(id, version, { type: 'FeedbackDeleted', data, metadata: { actorId: adminId } });
    return { id, deleted: true };
  }

  private async load(id: number): Promise<{ state: FeedbackState; version: number }> {
    const events = await this.store.readStream(feedbackStream(id));
    const state = this.fold(events);
    if (!state) throw notFound('Feedback not found');
    return { state, version: events[events.length - 1]!.streamVersion };
  }

  private fold(events: RecordedEvent[]): FeedbackState | null {
    return foldFeedback(events.filter(isFeedbackEvent));
  }

  /**
   * Read-your-writes for the acting admin: the answer goes out once the admin list already shows
   * the change (or after a short deadline, when the projector is down; the event is stored anyway).
   */
  private async appendAndWait(id: number, expectedVersion: number, event: NewEvent): Promise<void> {
    let position: bigint;
    try {
      position = (await this.store.append(feedbackStream(id), [event], expectedVersion)).lastPosition;
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) throw conflict('This feedback was changed meanwhile; reload it and try again');
      throw err;
    }
    if (!(await awaitProjection(this.pool, 'feedback', position, READ_YOUR_WRITES_DEADLINE_MS))) {
      this.logger.warn(`feedback read model did not reach position ${position} within ${READ_YOUR_WRITES_DEADLINE_MS} ms`);
    }
  }
}
