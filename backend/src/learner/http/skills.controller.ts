import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkillsQuery } from '../../../../projections/src';
import { conceptName } from '../../catalogue';
import { ApiAnswer } from '../../platform/http/api-answer';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { ConceptSkillSchema } from './skills.schemas';

@ApiTags('skills')
@ApiBearerAuth()
@Controller('users')
export class SkillsController {
  constructor(private readonly skills: SkillsQuery) {}

  @Get('me/skills')
  @ApiOperation({ summary: "The caller's concept skills, strongest first (a plain array; empty before any resolved day of a tagged challenge)" })
  @ApiAnswer([ConceptSkillSchema])
  async list(@CurrentUser() user: AuthUser) {
    return (await this.skills.forUser(user.id)).map((s) => ({ ...s, concept_name: conceptName(s.concept) }));
  }
}
