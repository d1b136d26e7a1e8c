import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { badRequest } from '../../kernel/errors';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../platform/config/runtime-config';
import { betaTerms, INITIAL_ELO } from '../domain/account-rules';
import { type RegisteredAccount, RegisterAccountCommand } from './commands';
import { hashPassword } from './password';
import { UserEntity } from './user.entity';

/**
 * Creates an account (a plain `users` row; the learner stream starts lazily on the first learner
 * command). Registrations are serialised so exactly BETA_SPOTS learners get lifetime access: across
 * processes by an advisory lock, and within one by a queue in front of it, so a burst of sign-ups holds
 * one pooled connection waiting for the lock, not one each.
 */
@CommandHandler(RegisterAccountCommand)
export class RegisterAccountHandler implements ICommandHandler<RegisterAccountCommand> {
  /** The registration in progress in this process (or its failure): the next one starts after it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly cfg: RuntimeConfig,
  ) {}

  async execute({ dto, now }: RegisterAccountCommand): Promise<RegisteredAccount> {
    const passwordHash = await hashPassword(dto.password);
    const turn = this.queue.then(() => this.create(dto, now, passwordHash));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private create(dto: RegisterAccountCommand['dto'], now: RegisterAccountCommand['now'], passwordHash: string): Promise<RegisteredAccount> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sqldaily:registration'))`);
      const [{ email_taken, username_taken, n }] = (await tx.query(
        `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS email_taken,
                EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($2)) AS username_taken,
                (SELECT count(*)::int FROM users WHERE NOT is_admin) AS n`,
        [dto.email, dto.username],
      )) as Array<{ email_taken: boolean; username_taken: boolean; n: number }>;
      if (email_taken) throw badRequest('Email already registered');
      if (username_taken) throw badRequest('Username already taken');
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
}
