import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { MetricsCollectors } from '../metrics/metrics-collectors';

/** The probes' logic and the metrics' live gauges: in every role (worker and projector serve them on METRICS_PORT). */
@Module({ providers: [HealthService, MetricsCollectors], exports: [HealthService] })
export class HealthCoreModule {}

/** The probes over the API: /api/v1/health, /health/live, /health/ready. */
@Module({ imports: [HealthCoreModule], controllers: [HealthController] })
export class HealthModule {}
