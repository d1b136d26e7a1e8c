import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { IdParam } from '../../platform/http/int-param.pipe';
import { AcceptQueryDto, CreateChallengeDto, ListQueryDto, MarkEquivalentDto, UpdateChallengeDto } from './challenge.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import {
  AdminChallengePageSchema,
  AdminChallengeSchema,
  ChallengeRemovalSchema,
  CatalogueCoverageSchema,
  ChallengeExportSchema,
  ChallengeValidationSchema,
  ConceptCoveragePageSchema,
  ValidateAllResultSchema,
} from './challenge.schemas';
import { CommandBus } from '@nestjs/cqrs';
import { ChallengeQueries } from '../application/challenge-queries';
import {
  AcceptQueryCommand,
  CreateChallengeCommand,
  MarkMutantEquivalentCommand,
  RemoveChallengeCommand,
  UnarchiveChallengeCommand,
  UpdateChallengeCommand,
  ValidateAllChallengesCommand,
  ValidateChallengeCommand,
} from '../application/commands';

@ApiTags('admin: challenges')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/challenges')
export class ChallengesAdminController {
  constructor(
    private readonly challenges: ChallengeQueries,
    private readonly commands: CommandBus,
  ) {}

  @Get('list')
  @ApiOperation({ summary: 'A page of the catalogue with attempts, success rate and validation state; `concept` filters by a taxonomy slug' })
  @ApiAnswer(AdminChallengePageSchema)
  list(@Query() q: ListQueryDto) {
    return this.challenges.list(q.page, q.limit, q.concept);
  }

  @Get('concepts')
  @ApiOperation({ summary: 'The concept taxonomy with per-concept challenge counts (all, and active validated ones)' })
  @ApiAnswer(ConceptCoveragePageSchema)
  concepts() {
    return this.challenges.concepts();
  }

  @Get('coverage')
  @ApiOperation({ summary: 'Challenges per rating band, and for a learner at each rating how many are within ±200 and how many days before the daily pick runs dry' })
  @ApiAnswer(CatalogueCoverageSchema)
  coverage() {
    return this.challenges.coverage();
  }

  @Post('validate-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Validate every challenge that is not archived' })
  @ApiAnswer(ValidateAllResultSchema)
  validateAll(@CurrentUser() user: AuthUser) {
    return this.commands.execute(new ValidateAllChallengesCommand(user.id));
  }

  @Get(':id')
  @ApiAnswer(AdminChallengeSchema)
  get(@IdParam() id: number) {
    return this.challenges.get(id);
  }

  @Get(':id/export')
  @ApiOperation({ summary: 'The challenge as a content file (YAML, the format of content/challenges), for review and git' })
  @ApiAnswer(ChallengeExportSchema)
  export(@IdParam() id: number) {
    return this.challenges.export(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a challenge (its setup script is checked in the sandbox first)' })
  @ApiAnswer(AdminChallengeSchema, 201)
  create(@Body() dto: CreateChallengeDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new CreateChallengeCommand(dto, user.id));
  }

  @Put(':id')
  @ApiAnswer(AdminChallengeSchema)
  update(@IdParam() id: number, @Body() dto: UpdateChallengeDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new UpdateChallengeCommand(id, dto, user.id));
  }

  @Delete(':id')
  @ApiOperation({ summary: "Archive when it has attempts, else delete: answers { action: 'deleted' | 'archived' }" })
  @ApiAnswer(ChallengeRemovalSchema)
  remove(@IdParam() id: number, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new RemoveChallengeCommand(id, user.id));
  }

  @Put(':id/unarchive')
  @ApiAnswer(AdminChallengeSchema)
  unarchive(@IdParam() id: number, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new UnarchiveChallengeCommand(id, user.id));
  }

  @Post(':id/equivalent-mutants')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a surviving mutant equivalent to the reference, with a reason (audited; left out of the score), then validate again' })
  @ApiAnswer(ChallengeValidationSchema)
  markEquivalent(@IdParam() id: number, @Body() dto: MarkEquivalentDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new MarkMutantEquivalentCommand(id, dto.sql, dto.reason, user.id));
  }

  @Post(':id/accepts')
  @HttpCode(200)
  @ApiOperation({ summary: "Add a query (e.g. a reported learner's) to the accepted readings, then validate again; re-grade the attempts it affects with the re-grade endpoint" })
  @ApiAnswer(ChallengeValidationSchema)
  accept(@IdParam() id: number, @Body() dto: AcceptQueryDto, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new AcceptQueryCommand(id, dto.sql, user.id));
  }

  @Post(':id/validate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run the reference solution, check expected_output, build the hidden variants' })
  @ApiAnswer(ChallengeValidationSchema)
  validate(@IdParam() id: number, @CurrentUser() user: AuthUser) {
    return this.commands.execute(new ValidateChallengeCommand(id, user.id));
  }
}
