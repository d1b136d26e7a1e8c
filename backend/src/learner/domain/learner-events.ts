/** The learner stream's events are a published contract (contracts/src/learner.ts): the domain uses it as is. */
export * from '../../../../contracts/src/learner';
