import { Module } from '@nestjs/common';
import { PlanSeeder } from './application/plan-seeder';
import { SubscriptionsController } from './http/subscriptions.controller';
import { SubscriptionsService } from './application/subscriptions.service';

@Module({ controllers: [SubscriptionsController], providers: [SubscriptionsService, PlanSeeder] })
export class SubscriptionsModule {}
