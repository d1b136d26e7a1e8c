import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlanSeeder } from './application/plan-seeder';
import { RequestCheckoutHandler } from './application/request-checkout.handler';
import { SubscriptionsController } from './http/subscriptions.controller';
import { SubscriptionsService } from './application/subscriptions.service';

@Module({ imports: [CqrsModule], controllers: [SubscriptionsController], providers: [SubscriptionsService, RequestCheckoutHandler, PlanSeeder] })
export class SubscriptionsModule {}
