import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser, Public } from '../http/auth.decorators';
import { HealthService, inWords } from './health.service';
import { ApiAnswer } from '../http/api-answer';
import { HealthReportSchema, LivenessSchema, ReadinessSchema } from './health.schemas';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'PostgreSQL, Redis, event store and subscription lag (503 when degraded): the detail for an admin, status words for anybody else' })
  @ApiAnswer(HealthReportSchema, 503, 'degraded')
  @ApiAnswer(HealthReportSchema, 200, 'ok')
  async check(@Res({ passthrough: true }) res: Response, @CurrentUser() user?: AuthUser) {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    return user?.isAdmin ? report : inWords(report);
  }

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Liveness probe: the process answers (no dependency is checked)' })
  @ApiAnswer(LivenessSchema)
  live() {
    return this.health.live();
  }

  @Public()
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness probe: PostgreSQL, Redis, the sandbox and projections caught up within READY_MAX_LAG events (503 when not ready); '
      + 'one check serves every probe for a second; status words for anybody, the detail (checked now) for an admin',
  })
  @ApiAnswer(ReadinessSchema, 503, 'not ready')
  @ApiAnswer(ReadinessSchema, 200, 'ready')
  async ready(@Res({ passthrough: true }) res: Response, @CurrentUser() user?: AuthUser) {
    const report = await this.health.ready({ fresh: user?.isAdmin === true });
    res.status(report.status === 'ready' ? 200 : 503);
    return user?.isAdmin ? report : inWords(report);
  }
}
