import path from 'node:path';
import { allowed, eventWrites } from './event-writes';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, 'fixtures');

describe('events are written by one path per context (tests/architecture/event-writes.ts)', () => {
  it("the event store's append is called only by a wing's stream repository, TransactionalEvents only by the catalogue", () => {
    const writes = eventWrites(ROOT);
    expect(writes.filter((w) => !allowed(w)).map((w) => `${w.file}:${w.line} (${w.via})`)).toEqual([]);
    // one repository per context appends (the event store's own folder aside)
    const appenders = [...new Set(writes.filter((w) => w.via === 'append' && !w.file.includes('/platform/')).map((w) => w.file))].sort();
    expect(appenders).toEqual([
      'backend/src/accounts/application/subscription-events.repository.ts',
      'backend/src/feedback/application/feedback.repository.ts',
      'backend/src/leagues/application/league-weeks.repository.ts',
      'backend/src/learner/application/learner.repository.ts',
    ]);
  });

  it('fails on a deliberate violation under tests/architecture/fixtures', () => {
    const found = eventWrites(FIXTURES).filter((w) => !allowed(w)).map((w) => `${w.file}:${w.line} (${w.via})`);
    expect(found).toEqual(['backend/src/learner/application/appends-on-its-own.ts:13 (append)', 'backend/src/learner/application/appends-on-its-own.ts:14 (transaction)']);
  });
});
