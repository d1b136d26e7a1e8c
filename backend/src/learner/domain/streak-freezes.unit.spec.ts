import { nextDate } from './day';
import type { LearnerEvent, StreakFreezeUsed } from './learner-events';
import { streaks } from './streaks';
import { abandonDay, assignDaily, candidate, enrol, LearnerStream, startAttempt, submit, USER } from './testing/learner-fixtures';

const useFreezes = (now: string) => ({ type: 'UseStreakFreezes' as const, data: { now } });
const earned = (events: LearnerEvent[]) => events.filter((e) => e.type === 'StreakFreezeEarned');
const used = (events: LearnerEvent[]) => events.filter((e): e is StreakFreezeUsed => e.type === 'StreakFreezeUsed').map((e) => e.data.date);

/** A learner (in `timezone`) who plays `first` and the following days; each day's challenge has its own id. */
class Learner {
  readonly stream = new LearnerStream();
  private nextChallenge = 1;
  constructor(timezone = 'UTC') {
    this.stream.do(enrol('2025-01-01T00:00:00.000Z', { timezone }));
  }

  /** Plays `date` at noon UTC (the learner's `date` in every zone used here): solved, failed or started and left open. */
  play(date: string, outcome: 'solved' | 'failed' | 'open' = 'solved'): LearnerEvent[] {
    const id = this.nextChallenge++;
    const at = (time: string) => `${date}T${time}.000Z`;
    this.stream.do(assignDaily(at('12:00:00'), [candidate(id, 1200)]));
    this.stream.do(startAttempt(at('12:00:10'), id));
    if (outcome === 'open') return [];
    if (outcome === 'solved') return this.stream.do(submit(at('12:01:00'), true, id * 10, id));
    this.stream.do(submit(at('12:01:00'), false, id * 10, id));
    this.stream.do(startAttempt(at('12:02:00'), id));
    this.stream.do(submit(at('12:03:00'), false, id * 10 + 1, id));
    this.stream.do(startAttempt(at('12:04:00'), id));
    return this.stream.do(submit(at('12:05:00'), false, id * 10 + 2, id));
  }

  playRun(first: string, days: number): { events: LearnerEvent[]; last: string } {
    const events: LearnerEvent[] = [];
    let date = first;
    for (let i = 0; i < days; i++, date = nextDate(date)) events.push(...this.play(date));
    return { events, last: date === first ? first : previousOf(date) };
  }

  get state() {
    return this.stream.state;
  }
}

const previousOf = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('streak freezes: earning', () => {
  it('earns one freeze on the 7th counted day of a run, failed days included', () => {
    const learner = new Learner();
    const six = learner.playRun('2025-03-01', 5);
    expect(earned(six.events)).toEqual([]);
    learner.play('2025-03-06', 'failed');
    const seventh = learner.play('2025-03-07');
    expect(earned(seventh)).toEqual([
      { type: 'StreakFreezeEarned', data: { userId: USER, date: '2025-03-07', runLength: 7, held: 1, earnedAt: '2025-03-07T12:01:00.000Z' } },
    ]);
    expect(learner.state.streakFreezes).toBe(1);
  });

  it('earns a second at 14 and holds at most 2 (nothing at 21)', () => {
    const learner = new Learner();
    const { events } = learner.playRun('2025-03-01', 21);
    expect(earned(events).map((e) => [e.data.date, e.data.runLength, e.data.held])).toEqual([
      ['2025-03-07', 7, 1],
      ['2025-03-14', 14, 2],
    ]);
    expect(learner.state.streakFreezes).toBe(2);
  });

  it('does not earn for an abandoned day, which breaks the run', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 6);
    learner.play('2025-03-07', 'open');
    const abandoned = learner.stream.do(abandonDay('2025-03-08T00:00:01.000Z', '2025-03-07'));
    expect(earned(abandoned)).toEqual([]);
    expect(learner.state.streakFreezes).toBe(0);
  });

  it('counts a frozen day as a bridge, not a day: the run after it earns at 14 counted days', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 7); // freeze 1 earned on 03-07
    expect(used(learner.stream.do(useFreezes('2025-03-09T00:00:01.000Z')))).toEqual(['2025-03-08']);
    const { events } = learner.playRun('2025-03-09', 7); // counted days 8–14 of the run
    expect(earned(events).map((e) => [e.data.date, e.data.runLength])).toEqual([['2025-03-15', 14]]);
    expect(streaks(learner.state, '2025-03-15')).toEqual({ current: 14, best: 14 });
  });
});

describe('streak freezes: using', () => {
  it('uses one for a missed day at its end; the streak survives without growing', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 7);
    expect(learner.stream.do(useFreezes('2025-03-08T23:59:59.000Z'))).toEqual([]); // 03-08 not over yet
    expect(learner.stream.do(useFreezes('2025-03-09T00:00:01.000Z'))).toEqual([
      { type: 'StreakFreezeUsed', data: { userId: USER, date: '2025-03-08', held: 0, usedAt: '2025-03-09T00:00:01.000Z' } },
    ]);
    expect(learner.state.frozenDays).toEqual(['2025-03-08']);
    expect(streaks(learner.state, '2025-03-09')).toEqual({ current: 7, best: 7 });
    learner.play('2025-03-09');
    expect(streaks(learner.state, '2025-03-09')).toEqual({ current: 8, best: 8 });
  });

  it('is idempotent: a second check (the job and the next visit) appends nothing', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 14);
    expect(used(learner.stream.do(useFreezes('2025-03-16T00:00:01.000Z')))).toEqual(['2025-03-15']);
    expect(learner.stream.do(useFreezes('2025-03-16T00:00:01.000Z'))).toEqual([]);
    expect(learner.stream.do(useFreezes('2025-03-16T18:00:00.000Z'))).toEqual([]);
    expect(learner.state.streakFreezes).toBe(1);
  });

  it('two missed days with one freeze break the streak (the first is covered, the second is not)', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 7);
    expect(used(learner.stream.do(useFreezes('2025-03-10T08:00:00.000Z')))).toEqual(['2025-03-08']);
    expect(learner.state.streakFreezes).toBe(0);
    expect(streaks(learner.state, '2025-03-10')).toEqual({ current: 0, best: 7 });
  });

  it('two missed days with two freezes keep the streak; catching up later gives the same events', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 14);
    const late = learner.stream.do(useFreezes('2025-03-20T08:00:00.000Z'));
    expect(late.map((e) => [e.type, (e as StreakFreezeUsed).data.date, (e as StreakFreezeUsed).data.held])).toEqual([
      ['StreakFreezeUsed', '2025-03-15', 1],
      ['StreakFreezeUsed', '2025-03-16', 0],
    ]);
    expect(streaks(learner.state, '2025-03-17')).toEqual({ current: 14, best: 14 });
    expect(streaks(learner.state, '2025-03-20')).toEqual({ current: 0, best: 14 });
  });

  it('covers an abandoned day (not counted) and waits on a day still open past midnight', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 7);
    learner.play('2025-03-08', 'open');
    expect(learner.stream.do(useFreezes('2025-03-09T00:00:01.000Z'))).toEqual([]);
    learner.stream.do(abandonDay('2025-03-09T00:00:02.000Z', '2025-03-08'));
    expect(used(learner.stream.do(useFreezes('2025-03-09T00:00:03.000Z')))).toEqual(['2025-03-08']);
  });

  it('does nothing without a freeze or without a run', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 6);
    expect(learner.stream.do(useFreezes('2025-03-12T00:00:00.000Z'))).toEqual([]);
    expect(new Learner().stream.do(useFreezes('2025-03-12T00:00:00.000Z'))).toEqual([]);
  });

  it('ends the day at the learner’s own midnight (Pacific/Auckland, UTC+13)', () => {
    const learner = new Learner('Pacific/Auckland');
    learner.playRun('2025-03-01', 7); // noon UTC is 01:00 of the next local day: the counted days are 03-02…03-08
    expect(learner.state.countedDays.length).toBe(7);
    const lastDay = learner.state.countedDays.at(-1)!;
    const missed = nextDate(lastDay);
    // `missed` ends at local midnight = 11:00 UTC the same calendar date (NZDT, +13).
    const end = new Date(Date.parse(`${missed}T11:00:00.000Z`));
    expect(learner.stream.do(useFreezes(new Date(end.getTime() - 1000).toISOString()))).toEqual([]);
    expect(used(learner.stream.do(useFreezes(end.toISOString())))).toEqual([missed]);
  });

  it('follows a 23-hour day across DST (America/New_York, 2025-03-09)', () => {
    const learner = new Learner('America/New_York');
    learner.playRun('2025-03-01', 7); // local days 03-01…03-07 (noon UTC is morning in New York)
    learner.play('2025-03-08');
    // 03-09 is missed; it began 05:00 UTC (EST) and ends 04:00 UTC on 03-10 (EDT): 23 hours.
    expect(learner.stream.do(useFreezes('2025-03-10T03:59:59.000Z'))).toEqual([]);
    expect(used(learner.stream.do(useFreezes('2025-03-10T04:00:00.000Z')))).toEqual(['2025-03-09']);
    expect(streaks(learner.state, '2025-03-10')).toEqual({ current: 8, best: 8 });
  });
});

describe('streak freezes and admin corrections', () => {
  it('are not revised by a deleted attempt, its ELO recalculation or a regrade: streaks and freezes keep the days as played', () => {
    const learner = new Learner();
    learner.playRun('2025-03-01', 7);
    const attemptId = 30; // day 3's only (correct) submission
    const corrections = [
      ...learner.stream.do({ type: 'RegradeSubmission', data: { attemptId, correct: false, adminId: 1, reason: 'checker fixed', now: '2025-03-08T09:00:00.000Z' } }),
      ...learner.stream.do({ type: 'DeleteAttempt', data: { attemptId, adminId: 1, reason: null, now: '2025-03-08T10:00:00.000Z' } }),
      ...learner.stream.do({ type: 'RecalculateElo', data: { adminId: 1, cause: 'delete-30', now: '2025-03-08T10:00:01.000Z' } }),
    ];
    expect(corrections.map((e) => e.type)).toEqual(['SubmissionRegraded', 'AttemptDeleted', 'EloRecalculated']);
    expect(learner.state.streakFreezes).toBe(1);
    expect(streaks(learner.state, '2025-03-08')).toEqual({ current: 7, best: 7 });
    expect(used(learner.stream.do(useFreezes('2025-03-09T00:00:01.000Z')))).toEqual(['2025-03-08']);
  });
});
