import { Accounts1763700000000 } from './1763700000000-accounts';
import { EventStore1763710000000 } from './1763710000000-event-store';
import { Challenges1763720000000 } from './1763720000000-challenges';
import { ChallengeSlug1763730000000 } from './1763730000000-challenge-slug';
import { Projections1763740000000 } from './1763740000000-projections';
import { AttemptIds1763770000000 } from './1763770000000-attempt-ids';
import { Feedback1763750000000 } from './1763750000000-feedback';
import { Subscriptions1763750000001 } from './1763750000001-subscriptions';
import { ChallengeHiddenDatasets1763780000000 } from './1763780000000-challenge-hidden-datasets';
import { ChallengeHintsExplanation1763790000000 } from './1763790000000-challenge-hints-explanation';
import { ChallengeConcepts1763800000000 } from './1763800000000-challenge-concepts';
import { ChallengeContentVersion1763810000000 } from './1763810000000-challenge-content-version';
import { PracticeAnswers1763820000000 } from './1763820000000-practice-answers';
import { ChallengeAuthorQueries1763830000000 } from './1763830000000-challenge-author-queries';

/** Every migration, oldest first. Add new ones at the end. */
export const migrations = [
  Accounts1763700000000,
  EventStore1763710000000,
  Challenges1763720000000,
  ChallengeSlug1763730000000,
  Projections1763740000000,
  AttemptIds1763770000000,
  Feedback1763750000000,
  Subscriptions1763750000001,
  ChallengeHiddenDatasets1763780000000,
  ChallengeHintsExplanation1763790000000,
  ChallengeConcepts1763800000000,
  ChallengeContentVersion1763810000000,
  PracticeAnswers1763820000000,
  ChallengeAuthorQueries1763830000000,
];
