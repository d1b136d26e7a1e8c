import { HttpException, HttpStatus } from '@nestjs/common';
import { isLearnerRuleViolation, type LearnerRuleViolation } from '../domain';

const STATUS: Record<LearnerRuleViolation['kind'], number> = {
  invalid: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
};

/** A refused learner command becomes a 4xx whose detail is the rule's own message. */
export async function asHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isLearnerRuleViolation(err)) throw new HttpException({ detail: err.message, code: err.code }, STATUS[err.kind]);
    throw err;
  }
}
