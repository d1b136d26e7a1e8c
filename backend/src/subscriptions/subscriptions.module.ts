import { Module } from '@nestjs/common';
import { PlanSeeder } from './plan-seeder';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({ controllers: [SubscriptionsController], providers: [SubscriptionsService, PlanSeeder] })
export class SubscriptionsModule {}
