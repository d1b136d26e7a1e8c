import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';

/** One concept's skill estimate for the caller (issue 15; Elo-style per concept, contracts/src/concept-skill.ts). */
export const ConceptSkillSchema = answer(
  'ConceptSkill',
  z.object({
    concept: z.string().describe('the concept’s taxonomy slug'),
    concept_name: z.string(),
    skill: z.number().int().describe('the skill estimate on the ELO scale'),
    confidence: z.number().describe('0 to 1: how much practice backs the estimate (attempted / (attempted + 3))'),
    solved: z.number().int(),
    attempted: z.number().int().describe('resolved days with the concept (solved, failed or abandoned)'),
    last_practised: z.string().describe('YYYY-MM-DD, the learner’s last resolved day with the concept'),
  }),
);
