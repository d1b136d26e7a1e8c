import { z } from 'zod';
import { answer } from '../../platform/http/api-answer';

/** GET /challenges/{id}/share: no SQL, no data, no solution. */
export const ShareCardSchema = answer(
  'ShareCard',
  z.object({
    text: z.string().describe('date, attempts as squares (🟩 correct, 🟥 wrong, ⬛ not submitted), time, ELO change, streak'),
    image_url: z.string().describe('the same card as a PNG (GET with the bearer token)'),
  }),
);
