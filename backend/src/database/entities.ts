import { ChallengeEntity } from '../challenges/challenge.entity';
import { UserEntity } from '../users/user.entity';

export const entities = [UserEntity, ChallengeEntity];
