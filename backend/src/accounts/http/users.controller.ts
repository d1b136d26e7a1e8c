import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Public } from '../../platform/http/auth.decorators';
import { UsersService } from '../application/users.service';
import { ApiAnswer } from '../../platform/http/api-answer';
import { UserCountSchema, UserProfileSchema } from './users.schemas';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('users/me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user with rating, points, streaks and totals' })
  @ApiAnswer(UserProfileSchema)
  me(@CurrentUser() user: AuthUser) {
    return this.users.profile(user.id);
  }

  /** Public on purpose: the landing page's claimed-spots counter reads it without signing in. */
  @Public()
  @Get('admin/stats/user-count')
  @ApiOperation({ summary: 'Number of registered learners (public: the landing page counter)' })
  @ApiAnswer(UserCountSchema)
  async userCount() {
    return { total_users: await this.users.countLearners() };
  }
}
