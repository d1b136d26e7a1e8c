import { given } from './testing/decider-spec';
import { enrol, enrolled, USER } from './testing/learner-fixtures';

describe('Enrol', () => {
  const now = '2025-01-01T08:00:00.000Z';

  it('enrols a learner on an empty stream', () => {
    given()
      .when(enrol(now, { initialElo: 1400, timezone: 'Asia/Kolkata' }))
      .then([{ type: 'LearnerEnrolled', data: { userId: USER, initialElo: 1400, timezone: 'Asia/Kolkata', enrolledAt: now } }]);
  });

  it('refuses a second enrolment', () => {
    given(enrolled()).when(enrol(now)).thenRefused('ALREADY_ENROLLED');
  });

  it('refuses an unknown time zone and a non-positive ELO', () => {
    given().when(enrol(now, { timezone: 'Mars/Olympus' })).thenRefused('INVALID_TIMEZONE');
    given().when(enrol(now, { initialElo: 0 })).thenRefused('INVALID_ELO');
  });
});
