import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:public';
export const IS_ADMIN = 'auth:admin';

/** Open to visitors: the global guard lets the request through without a token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Admins only, enforced on the server (403 for anybody else). */
export const AdminOnly = () => SetMetadata(IS_ADMIN, true);

export interface AuthUser {
  id: number;
  email: string;
  isAdmin: boolean;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
