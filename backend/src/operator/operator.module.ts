import { Module } from '@nestjs/common';
import { EventsAdminController } from './http/events-admin.controller';
import { ProjectionsAdminController } from './http/projections-admin.controller';

@Module({ controllers: [EventsAdminController, ProjectionsAdminController] })
export class OperatorModule {}
