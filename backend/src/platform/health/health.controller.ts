import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../http/auth.decorators';
import { HealthService } from './health.service';
import { ApiAnswer } from '../http/api-answer';
import { HealthReportSchema } from './health.schemas';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'PostgreSQL, Redis, event store and subscription lag (503 when degraded)' })
  @ApiAnswer(HealthReportSchema, 503, 'degraded')
  @ApiAnswer(HealthReportSchema, 200, 'ok')
  async check(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
