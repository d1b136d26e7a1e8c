import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '@/lib/api-client';
import { getEventsAfter, LIVE_PAGE_SIZE } from '../api/get-events-after';
import type { EventView } from '../api/types';
import { mergeLive } from '../utils/events';

export const LIVE_POLL_MS = 2000;

/**
 * Follows the global event stream by polling GET /admin/events?after={position}. 'now' starts at the
 * store's head (only new events), 'start' replays from position 0. A full page is followed at once.
 * Mount it with a key per (type, from) so a change starts over.
 */
export function useLiveEvents({ type, from, running }: { type: string; from: 'now' | 'start'; running: boolean }) {
  const [events, setEvents] = useState<EventView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [lastPoll, setLastPoll] = useState<Date | null>(null);
  const [position, setPosition] = useState<string | null>(null);
  const cursor = useRef<string | null>(from === 'start' ? '0' : null);

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let again = false;
      try {
        if (cursor.current === null) {
          const probe = await getEventsAfter({ after: '0', limit: 1 });
          cursor.current = probe.head ?? probe.next_after ?? '0';
        } else {
          const page = await getEventsAfter({ after: cursor.current, type: type || undefined });
          cursor.current = page.next_after ?? cursor.current;
          if (!stopped) setEvents((current) => mergeLive(current, page.events));
          again = page.events.length >= LIVE_PAGE_SIZE;
        }
        if (!stopped) {
          setError(null);
          setLastPoll(new Date());
          setPosition(cursor.current);
        }
      } catch (err) {
        if (!stopped) setError(errorText(err, 'Failed to load events'));
        // Refused (signed out, not an admin): asking again every two seconds cannot help.
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) stopped = true;
      }
      if (!stopped) timer = setTimeout(() => void tick(), again ? 0 : LIVE_POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [running, type]);

  return { events, error, lastPoll, position, clear: () => setEvents([]) };
}
