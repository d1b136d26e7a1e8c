import { Module } from '@nestjs/common';
import { EventsAdminController } from './events-admin.controller';
import { ProjectionsAdminController } from './projections-admin.controller';

@Module({ controllers: [EventsAdminController, ProjectionsAdminController] })
export class OperatorModule {}
