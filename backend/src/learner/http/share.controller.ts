import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { IntParamPipe } from '../../platform/http/int-param.pipe';
import { API_PREFIX } from '../../platform/openapi/openapi-document';
import { ApiAnswer } from '../../platform/http/api-answer';
import { LearnerRepository } from '../application/learner.repository';
import { shareFacts, shareSvg, shareText } from '../application/share-card';
import { ShareImageRenderer } from '../application/share-image';
import { ShareCardSchema } from './share.schemas';

@ApiTags('learner: challenges')
@ApiBearerAuth()
@Controller('challenges')
export class ShareController {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly renderer: ShareImageRenderer,
  ) {}

  @Get(':id/share')
  @ApiOperation({ summary: 'A spoiler-free share card of a resolved day: text (date, attempts as squares, time, ELO change, streak) and its PNG' })
  @ApiAnswer(ShareCardSchema)
  async share(@CurrentUser() user: AuthUser, @Param('id', new IntParamPipe()) id: number) {
    const facts = shareFacts((await this.learners.load(user.id)).state, id);
    return { text: shareText(facts), image_url: `/${API_PREFIX}/challenges/${id}/share/image` };
  }

  @Get(':id/share/image')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOperation({ summary: 'The share card as a PNG (bearer token, like every route: the client fetches it and shows a blob)' })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'image/png', schema: { type: 'string', format: 'binary' } })
  async image(@CurrentUser() user: AuthUser, @Param('id', new IntParamPipe()) id: number) {
    const facts = shareFacts((await this.learners.load(user.id)).state, id);
    const png = await this.renderer.png(shareSvg(facts));
    return new StreamableFile(png, { type: 'image/png', disposition: `inline; filename="sql-daily-${facts.date}.png"`, length: png.length });
  }
}
