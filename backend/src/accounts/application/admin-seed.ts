import { DataSource, type Repository } from 'typeorm';
import { hashPassword, verifyPassword } from './password';
import { persistentSecret, type RuntimeConfig } from '../../platform/config/runtime-config';
import { UserEntity } from './user.entity';

export interface AdminCredentials {
  id: number;
  email: string;
  /** From ADMIN_PASSWORD, else the data folder's password file: the account always has it. */
  password: string;
  created: boolean;
  /** The account existed with a password other than this data folder's (another checkout on the same database): it now has this one. */
  reset: boolean;
}

/**
 * Ensures the admin account exists and that the printed password logs in. Without ADMIN_PASSWORD a
 * random password is generated once and kept in the data folder, so the printed credentials stay valid
 * across restarts; an account found with another password (a second checkout with its own data folder
 * on the same database: there is no way to change the password in the product) is given this one, else
 * the start would print credentials that do not work. Serialised across
 * processes (api, worker and projector starting at once must not race to create it twice).
 */
export async function seedAdmin(db: DataSource, cfg: RuntimeConfig, opts: { prints: boolean } = { prints: true }, now = new Date()): Promise<AdminCredentials> {
  const email = cfg.env.ADMIN_EMAIL.toLowerCase();
  const password = persistentSecret(cfg.dataDir, 'admin-password', cfg.env.ADMIN_PASSWORD, 12);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sqldaily:admin-seed'))`);
    return upsertAdmin(tx.getRepository(UserEntity), email, password, opts.prints, now);
  });
}

async function upsertAdmin(repo: Repository<UserEntity>, email: string, password: string, prints: boolean, now: Date): Promise<AdminCredentials> {
  const existing = await repo.findOne({ where: { email }, select: { id: true, passwordHash: true, isAdmin: true } });
  if (existing) {
    // only a process that prints the credentials claims the account (a worker started elsewhere, with a data folder of its own, does not)
    const reset = prints && !(await verifyPassword(existing.passwordHash, password));
    if (reset || !existing.isAdmin) {
      await repo.update({ id: existing.id }, { ...(reset ? { passwordHash: await hashPassword(password) } : {}), isAdmin: true });
    }
    return { id: existing.id, email, password, created: false, reset };
  }
  const saved = await repo.save(
    repo.create({
      email,
      username: 'admin',
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: null,
      sqlComfortLevel: 'expert',
      timezone: 'UTC',
      initialElo: 1600,
      isAdmin: true,
      isBetaUser: false,
      hasLifetimeAccess: true,
      trialEnd: now.toISOString().slice(0, 10),
    }),
  );
  return { id: saved.id, email, password, created: true, reset: false };
}
