import { client } from '@/lib/api-client';
import type { EventsAfter } from './types';

export const LIVE_PAGE_SIZE = 100;

/** Events after a global position (positions are strings); poll with next_after to follow live. */
export const getEventsAfter = ({ after, type, limit = LIVE_PAGE_SIZE }: { after: string; type?: string; limit?: number }): Promise<EventsAfter> =>
  client.get('/admin/events', { query: { after, limit, type: type || undefined } });
