import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { unauthorized } from '../../kernel/errors';
import type { LoginDto } from '../http/auth.schemas';
import { hashPassword, verifyPassword } from './password';

// Verified against when the email is unknown, so both paths take the same time (no user enumeration).
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('placeholder-password-never-matches'));

/** Sign-in: email and password for a bearer token (registering is RegisterAccountCommand). */
@Injectable()
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly jwt: JwtService,
  ) {}

  async login(dto: LoginDto): Promise<{ access_token: string; token_type: 'bearer' }> {
    const rows: Array<{ id: number; password_hash: string }> = await this.db.query(
      'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
      [dto.email],
    );
    const row = rows[0];
    const ok = await verifyPassword(row?.password_hash ?? (await getDummyHash()), dto.password);
    if (!row || !ok) throw unauthorized('Incorrect email or password');
    return { access_token: await this.issueToken(row.id), token_type: 'bearer' };
  }

  issueToken(userId: number): Promise<string> {
    return this.jwt.signAsync({ sub: String(userId) });
  }
}
