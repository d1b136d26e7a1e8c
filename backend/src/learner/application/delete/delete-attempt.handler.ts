import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../kernel/errors';
import { type AttemptDeletion, DeleteAttemptCommand, DeleteAttemptsCommand } from '../admin-attempt-commands';
import { DeleteAttemptsHandler } from './delete-attempts.handler';

/** Deletes one attempt (a 404 when there is no such attempt) and answers its owner's ELO recalculation. */
@CommandHandler(DeleteAttemptCommand)
export class DeleteAttemptHandler implements ICommandHandler<DeleteAttemptCommand> {
  constructor(private readonly deleteMany: DeleteAttemptsHandler) {}

  async execute({ attemptId, adminId }: DeleteAttemptCommand): Promise<AttemptDeletion> {
    const r = await this.deleteMany.execute(new DeleteAttemptsCommand([attemptId], adminId));
    if (r.not_found.length) throw notFound('Attempt not found');
    const userId = r.affected_users[0]!;
    return { deleted: 1, attempt_id: attemptId, elo_recalculation: r.elo_recalculations[userId], affected_users: r.affected_users };
  }
}
