import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { clientIp } from '../../platform/rate-limit/client-ip';
import { RateLimitService } from '../../platform/rate-limit/rate-limit.service';
import { Public } from '../../platform/http/auth.decorators';
import { AccessTokenSchema, LoginDto, RegisteredAccountSchema, RegisterDto } from './auth.schemas';
import { ApiAnswer } from '../../platform/http/api-answer';
import { CommandBus } from '@nestjs/cqrs';
import { AuthService } from '../application/auth.service';
import { RegisterAccountCommand } from '../application/commands';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly commands: CommandBus,
    private readonly limits: RateLimitService,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Create an account (answers id, email, trial_end)' })
  @ApiAnswer(RegisteredAccountSchema, 201)
  async register(@Body() dto: RegisterDto, @Req() req: Request) {
    await this.limits.hit('register', clientIp(req), this.rule());
    return this.commands.execute(new RegisterAccountCommand(dto));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange email and password for a bearer token' })
  @ApiAnswer(AccessTokenSchema)
  async login(@Body() dto: LoginDto, @Req() req: Request) {
    await this.limits.hit('login-ip', clientIp(req), this.rule());
    await this.limits.hit('login-email', dto.email, this.rule());
    return this.auth.login(dto);
  }

  private rule() {
    return { points: this.cfg.env.AUTH_RATE_LIMIT, durationSeconds: this.cfg.env.AUTH_RATE_WINDOW_SECONDS };
  }
}
