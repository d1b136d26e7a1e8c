import { Inject, Injectable, Logger } from '@nestjs/common';
import { conflict, notFound } from '../../kernel/errors';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import { type EventStore, type NewEvent, type RecordedEvent, WrongExpectedVersionError } from '../../platform/eventstore/event-store.port';
import { CheckpointWatcher } from '../../platform/projector/checkpoint-watcher';
import { feedbackStream, foldFeedback, isFeedbackEvent, type FeedbackState } from '../domain/feedback-events';

/** How long an admin write waits for the `feedback` read model to show it. */
const READ_YOUR_WRITES_DEADLINE_MS = 3000;

export interface LoadedFeedback {
  state: FeedbackState;
  version: number;
}

/** Loads a feedback stream into its state and appends to it with optimistic concurrency. */
@Injectable()
export class FeedbackRepository {
  private readonly logger = new Logger('Feedback');

  constructor(
    private readonly checkpoints: CheckpointWatcher,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The item as its stream tells it; 404 when never submitted or deleted. */
  async load(id: number): Promise<LoadedFeedback> {
    const events = await this.store.readStream(feedbackStream(id));
    const state = fold(events);
    if (!state) throw notFound('Feedback not found');
    return { state, version: events[events.length - 1]!.streamVersion };
  }

  /** Starts a new stream and answers the item its first event tells. */
  async start(id: number, event: NewEvent): Promise<FeedbackState> {
    await this.store.append(feedbackStream(id), [event], 'no_stream');
    const [submitted] = await this.store.readStream(feedbackStream(id), { limit: 1 });
    return fold([submitted!])!;
  }

  /**
   * Appends at the version the admin's change was decided on (a change made meanwhile is a 409), then
   * waits, for read-your-writes, until the admin list shows it (or a short deadline passes, when the
   * projector is down; the event is stored anyway).
   */
  async appendAndWait(id: number, expectedVersion: number, event: NewEvent): Promise<void> {
    let position: bigint;
    try {
      position = (await this.store.append(feedbackStream(id), [event], expectedVersion)).lastPosition;
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) throw conflict('This feedback was changed meanwhile; reload it and try again');
      throw err;
    }
    if (!(await this.checkpoints.reached(['feedback'], position, READ_YOUR_WRITES_DEADLINE_MS))) {
      this.logger.warn(`feedback read model did not reach position ${position} within ${READ_YOUR_WRITES_DEADLINE_MS} ms`);
    }
  }
}

const fold = (events: RecordedEvent[]): FeedbackState | null => foldFeedback(events.filter(isFeedbackEvent));
