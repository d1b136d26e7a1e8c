import { Param, type PipeTransform } from '@nestjs/common';
import { badRequest } from '../../kernel/errors';
import { MAX_ROW_ID } from './row-id';

/** Route ids are positive 32-bit integers; anything else is a 400, not a database error. */
export class IntParamPipe implements PipeTransform<string, number> {
  constructor(private readonly name = 'id') {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ROW_ID) {
      throw badRequest(`${this.name} must be a positive integer`);
    }
    return Number(value);
  }
}

/** The route's `:id`, as a positive 32-bit integer (IntParamPipe). */
export const IdParam = () => Param('id', new IntParamPipe());
