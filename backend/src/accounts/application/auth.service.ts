import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { badRequest, unauthorized } from '../../kernel/errors';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { UserEntity } from './user.entity';
import { betaTerms, INITIAL_ELO } from '../domain/account-rules';
import type { LoginDto, RegisterDto } from '../http/auth.schemas';
import { hashPassword, verifyPassword } from './password';

export interface RegisteredAccount {
  id: number;
  email: string;
  username: string;
  trial_end: string;
}

// Verified against when the email is unknown, so both paths take the same time (no user enumeration).
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('placeholder-password-never-matches'));

@Injectable()
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly jwt: JwtService,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  async register(dto: RegisterDto, now = new Date()): Promise<RegisteredAccount> {
    const passwordHash = await hashPassword(dto.password);
    return this.db.transaction(async (tx) => {
      // Serialise registrations so exactly BETA_SPOTS learners get lifetime access.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sqldaily:registration'))`);
      const taken: Array<{ email_taken: boolean; username_taken: boolean }> = await tx.query(
        `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS email_taken,
                EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($2)) AS username_taken`,
        [dto.email, dto.username],
      );
      if (taken[0]?.email_taken) throw badRequest('Email already registered');
      if (taken[0]?.username_taken) throw badRequest('Username already taken');
      const [{ n }] = (await tx.query(`SELECT count(*)::int AS n FROM users WHERE NOT is_admin`)) as Array<{ n: number }>;
      const terms = betaTerms(n, now, dto.timezone, this.cfg.env.BETA_SPOTS, this.cfg.env.TRIAL_DAYS);
      const user = tx.create(UserEntity, {
        email: dto.email,
        username: dto.username,
        passwordHash,
        firstName: dto.first_name,
        lastName: dto.last_name,
        jobTitle: dto.job_title,
        company: dto.company,
        yearsExperience: dto.years_experience,
        sqlComfortLevel: dto.sql_comfort_level,
        timezone: dto.timezone,
        initialElo: INITIAL_ELO[dto.sql_comfort_level],
        isBetaUser: terms.isBetaUser,
        hasLifetimeAccess: terms.hasLifetimeAccess,
        trialEnd: terms.trialEnd,
      });
      const saved = await tx.save(user);
      return { id: saved.id, email: saved.email, username: saved.username, trial_end: terms.trialEnd };
    });
  }

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
