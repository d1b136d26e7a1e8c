import { DataSource, type Repository } from 'typeorm';
import { hashPassword } from './password';
import { persistentSecret, type RuntimeConfig } from '../../platform/config/runtime-config';
import { UserEntity } from './user.entity';

export interface AdminCredentials {
  id: number;
  email: string;
  /** Known when it came from ADMIN_PASSWORD or from the password file this instance generated. */
  password: string | null;
  created: boolean;
}

/**
 * Ensures the admin account exists. Without ADMIN_PASSWORD a random password is generated once and
 * kept in the data folder, so the printed credentials stay valid across restarts. Serialised across
 * processes (api, worker and projector starting at once must not race to create it twice).
 */
export async function seedAdmin(db: DataSource, cfg: RuntimeConfig, now = new Date()): Promise<AdminCredentials> {
  const email = cfg.env.ADMIN_EMAIL.toLowerCase();
  const password = persistentSecret(cfg.dataDir, 'admin-password', cfg.env.ADMIN_PASSWORD, 12);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sqldaily:admin-seed'))`);
    return upsertAdmin(tx.getRepository(UserEntity), cfg, email, password, now);
  });
}

async function upsertAdmin(repo: Repository<UserEntity>, cfg: RuntimeConfig, email: string, password: string, now: Date): Promise<AdminCredentials> {
  const existing = await repo.findOneBy({ email });
  if (existing) {
    if (cfg.env.ADMIN_PASSWORD) {
      await repo.update({ id: existing.id }, { passwordHash: await hashPassword(cfg.env.ADMIN_PASSWORD), isAdmin: true });
    }
    return { id: existing.id, email, password, created: false };
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
  return { id: saved.id, email, password, created: true };
}
