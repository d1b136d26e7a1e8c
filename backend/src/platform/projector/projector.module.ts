import { Module } from '@nestjs/common';
import { ProjectorService } from './projector.service';

@Module({ providers: [ProjectorService] })
export class ProjectorModule {}
