import { ANY, NO_STREAM, STREAM_EXISTS } from '@eventstore/db-client';
import { toExpectedRevision, toVersion } from './esdb-mapping';

test('expected versions map to ESDB revisions at the edge', () => {
  expect(toExpectedRevision('any')).toBe(ANY);
  expect(toExpectedRevision('no_stream')).toBe(NO_STREAM);
  expect(toExpectedRevision(-1)).toBe(NO_STREAM);
  expect(toExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
  expect(toExpectedRevision(4)).toBe(4n);
});

test('ESDB current revisions map back to versions, -1 for no stream', () => {
  expect(toVersion(3n)).toBe(3);
  expect(toVersion(NO_STREAM)).toBe(-1);
});
