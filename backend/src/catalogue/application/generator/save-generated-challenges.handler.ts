import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { badRequest } from '../../../kernel/errors';
import { ChallengeFieldsSchema } from '../../http/challenge.schemas';
import { type ChallengeDetail, ChallengeQueries } from '../challenge-queries';
import type { ChallengeValidationPort } from '../challenge-validation.port';
import { CreateChallengeCommand, RemoveChallengeCommand, SaveGeneratedChallengesCommand, ValidateChallengeCommand } from '../commands';

/** How saving validates each challenge before anything is stored (the sandbox queue). */
export const SAVE_VALIDATION = Symbol('SAVE_VALIDATION');

/**
 * All or nothing: every challenge is first validated in the sandbox; only when all pass are they
 * created and validated through the catalogue's commands (the same ChallengeCreated / ChallengeValidated
 * events), and removed again when one fails there.
 */
@CommandHandler(SaveGeneratedChallengesCommand)
export class SaveGeneratedChallengesHandler implements ICommandHandler<SaveGeneratedChallengesCommand> {
  constructor(
    private readonly commands: CommandBus,
    private readonly challenges: ChallengeQueries,
    @Inject(SAVE_VALIDATION) private readonly validation: ChallengeValidationPort,
  ) {}

  async execute({ items, adminId }: SaveGeneratedChallengesCommand): Promise<{ challenges: ChallengeDetail[] }> {
    const fields = items.map((item) => ChallengeFieldsSchema.parse({ ...item, status: 'active' }));
    const outcomes = await Promise.all(
      fields.map((f) =>
        this.validation.validate({
          challengeId: 0,
          schemaSetup: f.schema_setup,
          correctSolution: f.correct_solution,
          expectedOutput: f.expected_output,
          hiddenDatasets: f.hidden_datasets,
          // the generator's own accepts / rejects / invariants (issue 32) are checked before anything is stored
          ...(f.accepts.length || f.rejects.length || f.invariants.length ? { authorQueries: { accepts: f.accepts, rejects: f.rejects, ...(f.invariants.length ? { invariants: f.invariants } : {}) } } : {}),
        }),
      ),
    );
    const invalid = outcomes.flatMap((o, i) => (o.ok ? [] : [`challenge ${i + 1} ("${fields[i]!.title}"): ${o.error}`]));
    if (invalid.length) throw badRequest(`Nothing was saved. Invalid: ${invalid.join('; ')}`);

    const saved: ChallengeDetail[] = [];
    try {
      for (const f of fields) {
        const created = await this.commands.execute(new CreateChallengeCommand(f, adminId));
        saved.push(created);
        const v = await this.commands.execute(new ValidateChallengeCommand(created.id, adminId));
        if (!v.success) throw badRequest(`Nothing was saved. Invalid: "${f.title}": ${v.error}`);
      }
    } catch (err) {
      for (const s of saved) await this.commands.execute(new RemoveChallengeCommand(s.id, adminId)).catch(() => undefined);
      throw err;
    }
    return { challenges: await Promise.all(saved.map((s) => this.challenges.get(s.id))) };
  }
}
