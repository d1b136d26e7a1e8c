import { Controller, Get, Header, Headers, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../platform/http/auth.decorators';
import { IdParam } from '../../platform/http/int-param.pipe';
import { API_PREFIX } from '../../platform/http/api-prefix';
import { ApiAnswer } from '../../platform/http/api-answer';
import { LearnerRepository } from '../application/learner.repository';
import { shareFacts, shareSvg, shareText } from '../application/share/share-card';
import { ShareImageRenderer, shareImageEtag } from '../application/share/share-image';
import { RateLimitService } from '../../platform/rate-limit/rate-limit.service';

/** Share images a learner may ask for per minute (a drawing costs 120–300 ms of a thread; a 304 counts too). */
export const SHARE_IMAGE_RATE = { points: 20, durationSeconds: 60 };
import { ShareCardSchema } from './share.schemas';

@ApiTags('learner: challenges')
@ApiBearerAuth()
@Controller('challenges')
export class ShareController {
  constructor(
    private readonly learners: LearnerRepository,
    private readonly renderer: ShareImageRenderer,
    private readonly limits: RateLimitService,
  ) {}

  @Get(':id/share')
  @ApiOperation({ summary: 'A spoiler-free share card of a resolved day: text (date, attempts as squares, time, ELO change, streak) and its PNG' })
  @ApiAnswer(ShareCardSchema)
  async share(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    const facts = shareFacts((await this.learners.load(user.id)).state, id);
    return { text: shareText(facts), image_url: `/${API_PREFIX}/challenges/${id}/share/image` };
  }

  @Get(':id/share/image')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOperation({
    summary: 'The share card as a PNG (bearer token, like every route: the client fetches it and shows a blob); '
      + 'an ETag, 304 on If-None-Match, 20 a minute per learner (429)',
  })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'image/png', schema: { type: 'string', format: 'binary' } })
  async image(
    @CurrentUser() user: AuthUser,
    @IdParam() id: number,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    await this.limits.hit('share-image', String(user.id), SHARE_IMAGE_RATE);
    const facts = shareFacts((await this.learners.load(user.id)).state, id);
    const svg = shareSvg(facts);
    const etag = shareImageEtag(svg);
    res.setHeader('ETag', etag);
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      res.status(304);
      return undefined;
    }
    const { png } = await this.renderer.card(`${user.id}:${facts.date}`, svg);
    return new StreamableFile(png, { type: 'image/png', disposition: `inline; filename="sql-daily-${facts.date}.png"`, length: png.length });
  }
}
