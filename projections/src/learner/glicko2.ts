/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012/2013), one rating period at a time.
 * Ratings on the Glicko scale (1500 centre, 173.7178 per unit of μ). Kept here, not in a wing's domain,
 * because the calibration read model computes it and projections never import the backend.
 */
export interface Glicko2Rating {
  rating: number;
  rd: number;
  volatility: number;
}

export interface Glicko2Game {
  /** The opponent's rating and deviation. */
  rating: number;
  rd: number;
  /** 1 win, 0.5 draw, 0 loss, for the player being rated. */
  score: number;
}

const SCALE = 173.7178;
/** Bounds that keep every result finite and meaningful whatever the sequence (Lichess clamps its puzzles alike). */
export const GLICKO2_BOUNDS = { minRating: 100, maxRating: 3500, minRd: 30, maxRd: 350 } as const;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

export function glicko2Update(player: Glicko2Rating, games: readonly Glicko2Game[], tau = 0.5, epsilon = 1e-6): Glicko2Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (!games.length) return clamp({ rating: player.rating, rd: Math.sqrt(phi * phi + sigma * sigma) * SCALE, volatility: sigma });
  let vInverse = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.rating - 1500) / SCALE;
    const gJ = g(game.rd / SCALE);
    // E strictly inside (0, 1): a rating gap beyond doubles' reach must not make v infinite.
    const e = Math.min(1 - 1e-12, Math.max(1e-12, 1 / (1 + Math.exp(-gJ * (mu - muJ)))));
    vInverse += gJ * gJ * e * (1 - e);
    sum += gJ * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  // Illinois algorithm (step 5 of the paper).
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; Math.abs(B - A) > epsilon && i < 100; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const sigmaNew = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return clamp({ rating: muNew * SCALE + 1500, rd: phiNew * SCALE, volatility: sigmaNew });
}

function clamp(r: Glicko2Rating): Glicko2Rating {
  const { minRating, maxRating, minRd, maxRd } = GLICKO2_BOUNDS;
  return {
    rating: Math.min(maxRating, Math.max(minRating, r.rating)),
    rd: Math.min(maxRd, Math.max(minRd, r.rd)),
    volatility: Number.isFinite(r.volatility) ? Math.min(0.2, Math.max(0.01, r.volatility)) : 0.06,
  };
}
