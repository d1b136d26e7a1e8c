import { type PipeTransform } from '@nestjs/common';
import { badRequest } from '../../kernel/errors';

/** Route ids are positive 32-bit integers; anything else is a 400, not a database error. */
export class IntParamPipe implements PipeTransform<string, number> {
  constructor(private readonly name = 'id') {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) {
      throw badRequest(`${this.name} must be a positive integer`);
    }
    return Number(value);
  }
}
