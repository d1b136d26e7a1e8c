import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { AdminOnly } from '../../platform/http/auth.decorators';
import { ApiAnswer } from '../../platform/http/api-answer';
import { ProjectionStatusSchema } from '../../platform/projector/projection-status.schemas';
import { ProjectionRebuildSchema } from './operator.schemas';
import { conflict, notFound } from '../../kernel/errors';
import { PG_POOL } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import { projectionStatus } from '../../platform/projector/projection-status';
import { RebuildRunningError, rebuildOnce, UnknownProjectionError } from '../application/projection-rebuilds';

@ApiTags('admin: projections')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/projections')
export class ProjectionsAdminController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Checkpoint, head, lag, pending events and liveness of every projection' })
  @ApiAnswer([ProjectionStatusSchema])
  status() {
    return projectionStatus(this.store, this.pool);
  }

  @Post(':name/rebuild')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replay the store into fresh tables and swap them in (answers when done)' })
  @ApiAnswer(ProjectionRebuildSchema)
  async rebuild(@Param('name') name: string) {
    try {
      return await rebuildOnce(this.store, this.pool, name);
    } catch (err) {
      if (err instanceof UnknownProjectionError) throw notFound(err.message);
      if (err instanceof RebuildRunningError) throw conflict(err.message);
      throw err;
    }
  }
}
