import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { AdminOnly, type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { badRequest } from '../../kernel/errors';
import { describeZodError } from '../../platform/http/zod-detail';
import { GenerateBulkDto, GenerateBulkSchema, GenerateQueryDto, GenerateQuerySchema, SaveChallengesDto, SaveChallengesSchema } from './generator.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { GenerateBulkResultSchema, GenerationJobSchema, GenerationStatsSchema, SavedChallengesSchema, TemplateOptionsSchema } from './generator.schemas';
import { CommandBus } from '@nestjs/cqrs';
import { SaveGeneratedChallengesCommand } from '../application/commands';
import { GeneratorService } from '../application/generator/generator.service';

/** Parsed here rather than by the global pipe so that the body is checked before the query; the DTOs only document them. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(describeZodError(r.error));
  return r.data;
}

@ApiTags('admin: generator')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/challenges')
export class GeneratorController {
  constructor(
    private readonly generator: GeneratorService,
    private readonly commands: CommandBus,
  ) {}

  @Get('templates')
  @ApiOperation({ summary: 'Difficulties, industries and SQL concepts the generator offers' })
  @ApiAnswer(TemplateOptionsSchema)
  templates() {
    return this.generator.templates();
  }

  @Get('generation-stats')
  @ApiAnswer(GenerationStatsSchema)
  stats() {
    return this.generator.stats();
  }

  @Post('generate-bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Generate validated challenges: a plain array, or { job_id } with ?async=true' })
  @ApiAnswer(GenerateBulkResultSchema)
  @ApiBody({ type: GenerateBulkDto })
  @ApiQuery({ type: GenerateQueryDto })
  generate(@Body() body: unknown, @Query() query: Record<string, unknown>) {
    const input = parse(GenerateBulkSchema, body);
    return parse(GenerateQuerySchema, query).async ? this.generator.start(input) : this.generator.generate(input);
  }

  @Get('generate-bulk/:jobId')
  @ApiOperation({ summary: 'State and progress { done, total } of an async generation; its challenges once completed' })
  @ApiAnswer(GenerationJobSchema)
  status(@Param('jobId') jobId: string) {
    return this.generator.status(jobId);
  }

  @Post('save-challenges')
  @HttpCode(201)
  @ApiOperation({ summary: 'Save generated challenges (all validated in the sandbox, or none saved)' })
  @ApiAnswer(SavedChallengesSchema, 201)
  @ApiBody({ type: SaveChallengesDto })
  save(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new SaveGeneratedChallengesCommand(parse(SaveChallengesSchema, body), user.id));
  }
}
