import { Inject, Injectable } from '@nestjs/common';
import { subscriptionStream, type CheckoutRequested } from '../../../../contracts/src';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import type { EventStore } from '../../platform/eventstore/event-store.port';

/** The accounts wing's one way to write events: a learner's `subscription-<id>` stream. */
@Injectable()
export class SubscriptionEvents {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async checkoutRequested(data: CheckoutRequested['data']): Promise<void> {
    await this.store.append(subscriptionStream(data.userId), [{ type: 'CheckoutRequested', data, metadata: { actorId: data.userId } }], 'any');
  }
}
