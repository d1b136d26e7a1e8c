import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { SqlComfortLevel } from '../domain/account-rules';

export type { SqlComfortLevel };

/** An account. Its game state (ELO, points, streaks) lives in events and the user-stats read model. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ name: 'job_title', type: 'text', nullable: true })
  jobTitle!: string | null;

  @Column({ type: 'text', nullable: true })
  company!: string | null;

  @Column({ name: 'years_experience', type: 'int', nullable: true })
  yearsExperience!: number | null;

  @Column({ name: 'sql_comfort_level', type: 'text', default: 'intermediate' })
  sqlComfortLevel!: SqlComfortLevel;

  @Column({ type: 'text', default: 'UTC' })
  timezone!: string;

  @Column({ name: 'initial_elo', type: 'int' })
  initialElo!: number;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'is_beta_user', type: 'boolean', default: false })
  isBetaUser!: boolean;

  @Column({ name: 'has_lifetime_access', type: 'boolean', default: false })
  hasLifetimeAccess!: boolean;

  @Column({ name: 'trial_end', type: 'date' })
  trialEnd!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
