import { Module } from '@nestjs/common';
import { UsersController } from './http/users.controller';
import { UsersService } from './application/users.service';
import { UserStatsReader } from '../../../projections/src';
import { readModelQuery } from '../platform/database/read-model-query';

@Module({ controllers: [UsersController], providers: [UsersService, readModelQuery(UserStatsReader)], exports: [UsersService] })
export class UsersModule {}
