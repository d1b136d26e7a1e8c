import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { forbidden, unauthorized } from '../../kernel/errors';
import { IS_ADMIN, IS_PUBLIC, type AuthUser } from '../../platform/http/auth.decorators';
import { rememberForRequest } from '../../platform/logging/request-context';
import { callerRowKey, type CallerRow } from '../../platform/http/caller-row';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { CallerRows, type GuardRow } from './caller-rows';

/**
 * Global guard: every route needs a valid bearer token unless marked @Public(); @AdminOnly()
 * routes also need is_admin, read fresh from the database so a revoked admin loses access at once.
 * A learner's row may be reused for AUTH_CALLER_CACHE_MS (CallerRows: never an admin's).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly callers: CallerRows;

  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) cfg: RuntimeConfig,
  ) {
    this.callers = new CallerRows(cfg.env.AUTH_CALLER_CACHE_MS);
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      await this.attachOptionalUser(ctx);
      return true;
    }
    const req = ctx.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    const adminOnly = this.reflector.getAllAndOverride<boolean>(IS_ADMIN, targets) ?? false;
    const user = await this.userFromHeader(req.headers.authorization, adminOnly);
    req.user = user;
    if (adminOnly && !user.isAdmin) {
      throw forbidden('Admin access required');
    }
    return true;
  }

  /** Public routes (e.g. feedback) still learn who is calling when a valid token is sent. */
  private async attachOptionalUser(ctx: ExecutionContext): Promise<void> {
    const req = ctx.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    if (!req.headers.authorization) return;
    req.user = await this.userFromHeader(req.headers.authorization).catch(() => undefined);
  }

  /** `fresh`: read the row even if a learner's is remembered (an admin route: a promotion counts at once). */
  private async userFromHeader(header: string | undefined, fresh = false): Promise<AuthUser> {
    if (!header) throw unauthorized('Not authenticated');
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header.trim());
    if (!match?.[1]) throw unauthorized('Could not validate credentials');
    let sub: unknown;
    try {
      sub = (await this.jwt.verifyAsync<{ sub: unknown }>(match[1], { algorithms: ['HS256'] })).sub;
    } catch (err) {
      throw unauthorized((err as Error).name === 'TokenExpiredError' ? 'Token has expired' : 'Could not validate credentials');
    }
    const id = Number(sub);
    if (!Number.isInteger(id) || id < 1) throw unauthorized('Could not validate credentials');
    const row = (fresh ? undefined : this.callers.get(id)) ?? (await this.readRow(id));
    if (!row) throw unauthorized('Could not validate credentials');
    rememberForRequest(callerRowKey(row.id), { id: row.id, initial_elo: row.initial_elo, timezone: row.timezone, created_at: row.created_at } satisfies CallerRow);
    return { id: row.id, email: row.email, isAdmin: row.is_admin };
  }

  private async readRow(id: number): Promise<GuardRow | undefined> {
    const rows: GuardRow[] = await this.db.query('SELECT id, email, is_admin, initial_elo, timezone, created_at FROM users WHERE id = $1', [id]);
    if (rows[0]) this.callers.put(rows[0]);
    return rows[0];
  }
}
