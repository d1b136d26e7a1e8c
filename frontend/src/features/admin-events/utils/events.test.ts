import { describe, expect, it } from 'vitest';
import type { EventView } from '../api/types';
import { actorLabel, eventActor, mergeLive } from './events';

const ev = (position: string): EventView => ({ position, stream_id: 's', stream_version: 0, id: position, type: 'T', data: {}, metadata: {}, created_at: '2026-01-01T00:00:00Z' });

describe('live events', () => {
  it('puts new events on top, newest first, without duplicates, capped', () => {
    const merged = mergeLive([ev('2'), ev('1')], [ev('2'), ev('3'), ev('4')]);
    expect(merged.map((e) => e.position)).toEqual(['4', '3', '2', '1']);
    expect(mergeLive([ev('1')], [ev('2'), ev('3')], 2).map((e) => e.position)).toEqual(['3', '2']);
  });

  it('names the actor of a rating change', () => {
    expect(actorLabel({ actor_id: null }, 5)).toBe('System');
    expect(actorLabel({ actor_id: 5 }, 5)).toBe('Learner (#5)');
    expect(actorLabel({ actor_id: 1 }, 5)).toBe('Admin #1');
    expect(eventActor({ actorId: 3 })).toBe('3');
    expect(eventActor(null)).toBeNull();
  });
});
