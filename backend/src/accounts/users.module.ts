import { Module } from '@nestjs/common';
import { LearnerReadModule } from '../learner/learner-read.module';
import { UsersController } from './http/users.controller';
import { UsersService } from './application/users.service';

@Module({ imports: [LearnerReadModule], controllers: [UsersController], providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
