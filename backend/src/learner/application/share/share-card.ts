import { forbidden, notFound } from '../../../kernel/errors';
import { dayOfChallenge, streaks, type LearnerState } from '../../domain';

/** What a share card shows: the day as played, never its SQL, data or solution. */
export interface ShareFacts {
  date: string;
  /** One per attempt started, in order: correct, wrong, or never submitted (abandoned). */
  attempts: ('correct' | 'wrong' | 'none')[];
  outcome: 'solved' | 'failed' | 'abandoned';
  totalSeconds: number;
  eloDelta: number;
  eloAfter: number;
  /** The streak as of that day (frozen days bridge it, adding nothing). */
  streak: number;
}

const SQUARE = { correct: '🟩', wrong: '🟥', none: '⬛' } as const;

/**
 * The caller's resolved day of `challengeId`, as played (a later attempt deletion or regrade does not
 * rewrite a card already shared): 404 when the challenge was never the caller's, 403 until it is resolved.
 */
export function shareFacts(state: LearnerState, challengeId: number): ShareFacts {
  const day = dayOfChallenge(state, challengeId);
  if (!day) throw notFound(`Challenge ${challengeId} was not one of your daily challenges.`);
  const r = day.resolution;
  if (!r) throw forbidden('This day is not over yet: share it once the challenge is solved, failed or abandoned.');
  return {
    date: day.date,
    attempts: day.attempts.map((a) => (a.submission ? (a.submission.correct ? 'correct' : 'wrong') : 'none')),
    outcome: r.outcome,
    totalSeconds: r.totalSeconds,
    eloDelta: r.eloAfter - r.eloBefore,
    eloAfter: r.eloAfter,
    streak: streaks(state, day.date).current,
  };
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const score = (f: ShareFacts) => (f.outcome === 'solved' ? `${f.attempts.length}/3` : 'X/3');

export function shareText(f: ShareFacts): string {
  return [
    `SQL Daily ${f.date} ${score(f)}`,
    f.attempts.map((a) => SQUARE[a]).join(''),
    `⏱ ${clock(f.totalSeconds)} · ELO ${signed(f.eloDelta)} (${f.eloAfter})`,
    `🔥 Streak: ${days(f.streak)}`,
  ].join('\n');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FILL = { correct: '#22c55e', wrong: '#ef4444', none: '#475569' } as const;

/** The same facts as a 1200 × 630 card (the size link previews use); text in the bundled DejaVu Sans Bold. */
export function shareSvg(f: ShareFacts): string {
  const squares = f.attempts
    .map((a, i) => `<rect x="${80 + i * 150}" y="220" width="130" height="130" rx="18" fill="${FILL[a]}"/>`)
    .join('');
  const text = (x: number, y: number, size: number, fill: string, s: string) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${fill}">${esc(s)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<rect width="1200" height="630" fill="#0f172a"/>`,
    text(80, 130, 64, '#f8fafc', 'SQL Daily'),
    text(620, 130, 44, '#94a3b8', `${f.date}  ${score(f)}`),
    squares,
    text(80, 450, 48, '#e2e8f0', `Time ${clock(f.totalSeconds)}`),
    text(520, 450, 48, f.eloDelta >= 0 ? '#4ade80' : '#f87171', `ELO ${signed(f.eloDelta)} (${f.eloAfter})`),
    text(80, 540, 48, '#fb923c', `Streak ${days(f.streak)}`),
    `</svg>`,
  ].join('');
}
