import { eventTypeCounts } from '../../../../projections/src';
import { Controller, Get, HttpException, HttpStatus, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { AdminOnly } from '../../platform/http/auth.decorators';
import { notFound } from '../../kernel/errors';
import { PG_POOL } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/eventstore/event-store.token';
import type { EventStore } from '../../platform/eventstore/event-store.port';
import { listStreams, NeedsPostgresStoreError, readEventsAfter, readStreamPage } from '../application/event-browser';
import { EventsQueryDto, StreamQueryDto, StreamsQueryDto } from './operator.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { EventsAfterSchema, StreamEventsSchema, StreamPageSchema, TypeCountSchema } from './operator.schemas';

@ApiTags('admin: events')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/events')
export class EventsAdminController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Events after a global position (poll with next_after to follow live); filters type and stream prefix' })
  @ApiAnswer(EventsAfterSchema)
  async after(@Query() q: EventsQueryDto) {
    const page = await readEventsAfter(this.store, { after: q.after, limit: q.limit, type: q.type, streamPrefix: q.stream });
    return { ...page, head: (await this.store.headPosition()).toString() };
  }

  @Get('types')
  @ApiOperation({ summary: 'Event counts by type (from the event_type_counts projection), plain array' })
  @ApiAnswer([TypeCountSchema])
  types() {
    return eventTypeCounts(this.pool);
  }

  @Get('streams')
  @ApiOperation({ summary: 'Streams by latest activity with event counts (PostgreSQL store only: 501 otherwise)' })
  @ApiAnswer(StreamPageSchema)
  async streams(@Query() q: StreamsQueryDto) {
    try {
      return await listStreams(this.store, { prefix: q.prefix, limit: q.limit, offset: q.offset });
    } catch (err) {
      if (err instanceof NeedsPostgresStoreError) throw new HttpException({ detail: err.message }, HttpStatus.NOT_IMPLEMENTED);
      throw err;
    }
  }

  @Get('streams/:streamId')
  @ApiOperation({ summary: "A page of one stream's events from a version" })
  @ApiAnswer(StreamEventsSchema)
  async stream(@Param('streamId') streamId: string, @Query() q: StreamQueryDto) {
    const page = await readStreamPage(this.store, streamId, { from: q.from, limit: q.limit });
    if (!page) throw notFound(`Stream ${streamId} not found`);
    return page;
  }
}
