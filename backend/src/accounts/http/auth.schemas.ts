import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';
import { isValidTimeZone } from '../domain/account-rules';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const RegisterSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Invalid email address')),
  username: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(32, 'must be at most 32 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'may contain only letters, digits, dots, dashes and underscores'),
  password: z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters'),
  first_name: optionalText(64),
  last_name: optionalText(64),
  job_title: optionalText(100),
  company: optionalText(100),
  years_experience: z.number().int().min(0).max(80).nullish().transform((v) => v ?? null),
  sql_comfort_level: z
    .enum(['beginner', 'intermediate', 'advanced', 'expert'])
    .nullish()
    .transform((v) => v ?? 'intermediate'),
  timezone: z
    .string()
    .trim()
    .refine(isValidTimeZone, 'must be an IANA time zone such as Europe/Paris')
    .nullish()
    .transform((v) => v || 'UTC')
    // documented as OpenAPI 3.0 says it: Nest's Swagger reads zod's ['string', 'null'] type list as an array
    .meta({ type: 'string', nullable: true }),
});
export class RegisterDto extends createZodDto(RegisterSchema) {}

export const LoginSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, 'field required').max(254),
  password: z.string().min(1, 'field required').max(128),
});
export class LoginDto extends createZodDto(LoginSchema) {}

/* ---- Answers (documented in the OpenAPI document; the client's types are generated from them) ---- */

export const RegisteredAccountSchema = answer(
  'RegisteredAccount',
  z.object({ id: z.number().int(), email: z.string(), username: z.string(), trial_end: z.string() }),
);

export const AccessTokenSchema = answer('AccessToken', z.object({ access_token: z.string(), token_type: z.literal('bearer') }));
