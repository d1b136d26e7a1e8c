import { Module } from '@nestjs/common';
import { LearnerReadModule } from '../learner-read/learner-read.module';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({ imports: [LearnerReadModule], controllers: [UsersController], providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
