import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlanSeeder } from './application/plan-seeder';
import { RequestCheckoutHandler } from './application/request-checkout.handler';
import { SubscriptionEvents } from './application/subscription-events.repository';
import { SubscriptionsController } from './http/subscriptions.controller';
import { SubscriptionsService } from './application/subscriptions.service';

@Module({ imports: [CqrsModule], controllers: [SubscriptionsController], providers: [SubscriptionsService, RequestCheckoutHandler, SubscriptionEvents, PlanSeeder] })
export class SubscriptionsModule {}
