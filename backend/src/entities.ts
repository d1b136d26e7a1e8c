import { ChallengeEntity } from './catalogue/application/challenge.entity';
import { UserEntity } from './accounts/application/user.entity';

export const entities = [UserEntity, ChallengeEntity];
