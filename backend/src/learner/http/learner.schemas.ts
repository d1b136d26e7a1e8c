import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

const sqlText = z
  .string()
  .max(20_000, 'must be at most 20,000 characters')
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'must not be empty');

export const SubmitSchema = z.strictObject({ sql_solution: sqlText });
export class SubmitDto extends createZodDto(SubmitSchema) {}

export const TestSchema = z.strictObject({ sql_query: sqlText });
export class TestDto extends createZodDto(TestSchema) {}
