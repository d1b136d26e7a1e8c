import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password';
import { persistentSecret, type RuntimeConfig } from '../config/runtime-config';
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
 * kept in the data folder, so the printed credentials stay valid across restarts.
 */
export async function seedAdmin(db: DataSource, cfg: RuntimeConfig, now = new Date()): Promise<AdminCredentials> {
  const email = cfg.env.ADMIN_EMAIL.toLowerCase();
  const password = persistentSecret(cfg.dataDir, 'admin-password', cfg.env.ADMIN_PASSWORD, 12);
  const repo = db.getRepository(UserEntity);
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
