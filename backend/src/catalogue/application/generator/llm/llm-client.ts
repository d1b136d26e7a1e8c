import { z } from 'zod';
import { CHALLENGE_CATEGORIES } from '../../challenge.entity';
import type { Candidate, GenerationTemplate } from '../../../domain/generated-challenge';
import { DEFAULT_CATEGORY, SQL_CONCEPTS, type SqlConcept } from '../../../domain/generator.constants';
import { snapRating } from '../../../domain/rating';
import { SYSTEM_PROMPT, userPrompt } from './llm-prompt';

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export class LlmError extends Error {}

const LlmChallenge = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(20_000),
  difficulty_rating: z.coerce.number().optional(),
  category: z.string().optional(),
  sql_concept: z.string().optional(),
  tags: z.array(z.string()).optional(),
  schema_setup: z.string().min(1).max(200_000),
  sample_data_description: z.string().max(10_000).optional(),
  correct_solution: z.string().min(1).max(20_000),
});

/** One chat-completions call to an OpenAI-compatible endpoint; malformed challenges are dropped here. */
export async function askLlm(settings: LlmSettings, template: GenerationTemplate, count: number, avoidTitles: string[]): Promise<Candidate[]> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.7,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(template, count, avoidTitles) },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 90_000),
    });
  } catch (err) {
    throw new LlmError(`the LLM endpoint could not be reached: ${(err as Error).message}`);
  }
  if (!res.ok) throw new LlmError(`the LLM endpoint answered HTTP ${res.status}`);
  const body = (await res.json().catch(() => null)) as { choices?: Array<{ message?: { content?: unknown } }> } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new LlmError('the LLM answer has no message content');
  return parseChallenges(content).flatMap((raw, i) => {
    const parsed = LlmChallenge.safeParse(raw);
    if (!parsed.success) return [];
    const c = parsed.data;
    const concept: SqlConcept = (SQL_CONCEPTS as readonly string[]).includes(c.sql_concept ?? '')
      ? (c.sql_concept as SqlConcept)
      : template.sql_concepts[i % template.sql_concepts.length]!;
    const category = (CHALLENGE_CATEGORIES as readonly string[]).includes(c.category ?? '') ? (c.category as Candidate['category']) : DEFAULT_CATEGORY[concept];
    const tags = [concept.replace(/_/g, '-'), template.industry_context, ...(c.tags ?? []).map((t) => t.trim().toLowerCase().slice(0, 40))].filter(Boolean);
    return [{
      title: c.title,
      description: c.description,
      difficulty_rating: snapRating(c.difficulty_rating, template.difficulty),
      estimated_time_minutes: template.estimated_time,
      category,
      tags: [...new Set(tags)].slice(0, 20),
      schema_setup: c.schema_setup.trim(),
      correct_solution: c.correct_solution.trim(),
      sample_data_description: c.sample_data_description?.trim() || `Sample ${template.industry_context} data.`,
      source_type: 'ai_generated' as const,
    }];
  });
}

/** The content as JSON: an object with a challenges list, or a bare list; code fences tolerated. */
function parseChallenges(content: string): unknown[] {
  const text = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/```\s*$/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LlmError('the LLM answer is not valid JSON');
  }
  if (Array.isArray(json)) return json;
  const list = (json as { challenges?: unknown } | null)?.challenges;
  if (Array.isArray(list)) return list;
  throw new LlmError('the LLM answer has no "challenges" list');
}
