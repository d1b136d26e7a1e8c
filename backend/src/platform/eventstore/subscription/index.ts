export { CatchUpSubscription, type CatchUpSubscriptionOptions, type SubscriptionConsumer, type SubscriptionStatus } from './catch-up-subscription';
export { CheckpointMovedError, commitWithCheckpoints, holdCheckpoint, resetCheckpoint, setCheckpoint, type ResetOptions } from './checkpoints';
export { SharedReads } from './shared-reads';
export { CheckpointBatcher } from './checkpoint-batcher';
export { SharedTransactions, type SharedOutcome } from './shared-transactions';
