import { DateTime } from 'luxon';
import { isObject, type Body } from './ast';

export interface ShiftedConstant {
  from: string;
  to: string;
  /** The A_Const body to put in its place. */
  constant: Body;
}

const DATE = /^(\d{4}-\d{2}-\d{2})([ T].*)?$/;
const INTERVAL = /^\s*(\d+)\s+(day|days|week|weeks|month|months|year|years|hour|hours|minute|minutes)\s*$/i;

export function constantValue(body: Body): { kind: 'int' | 'float' | 'string'; text: string } | undefined {
  if (isObject(body.ival)) return { kind: 'int', text: String((body.ival as Body).ival ?? 0) };
  if (isObject(body.fval)) return { kind: 'float', text: String((body.fval as Body).fval) };
  if (isObject(body.sval)) return { kind: 'string', text: String((body.sval as Body).sval) };
  return undefined;
}

const intConst = (n: number): Body => ({ ival: n === 0 ? {} : { ival: n } });
const floatConst = (s: string): Body => ({ fval: { fval: s } });
const strConst = (s: string): Body => ({ sval: { sval: s } });

/** A literal moved to its neighbours: numbers ±1 and ± a small step, dates ±1 day and to month edges. */
export function shiftedConstants(body: Body): ShiftedConstant[] {
  const value = constantValue(body);
  if (!value) return [];
  const out: ShiftedConstant[] = [];
  const add = (to: string, constant: Body): void => {
    if (to !== value.text && !out.some((o) => o.to === to)) out.push({ from: value.text, to, constant });
  };
  if (value.kind === 'int') {
    for (const n of numericNeighbours(Number(value.text), 0)) add(String(n), Number.isSafeInteger(n) ? intConst(n) : floatConst(String(n)));
  } else if (value.kind === 'float') {
    const decimals = value.text.split('.')[1]?.length ?? 0;
    for (const n of numericNeighbours(Number(value.text), decimals)) {
      const text = n.toFixed(decimals);
      add(text, floatConst(text));
    }
  } else {
    for (const text of dateNeighbours(value.text)) add(text, strConst(text));
    const interval = INTERVAL.exec(value.text);
    if (interval) {
      const n = Number(interval[1]);
      for (const m of [n - 1, n + 1].filter((m) => m >= 0)) add(`${m} ${interval[2]}`, strConst(`${m} ${interval[2]}`));
    }
  }
  return out;
}

export function numericNeighbours(v: number, decimals: number): number[] {
  const unit = decimals > 0 ? 10 ** -decimals : 1;
  const round = (n: number): number => Number(n.toFixed(decimals));
  const out = [round(v - unit), round(v + unit)];
  if (decimals > 0 && Math.abs(v) >= 1) out.push(round(v - 1), round(v + 1));
  const step = decimals > 0 ? round(Math.abs(v) * 0.1) : Math.round(Math.abs(v) * 0.1);
  if (step > unit && step !== 1) out.push(round(v - step), round(v + step));
  return [...new Set(out)];
}

/** ±1 day, and the month's last day / the next month's first day. */
export function dateNeighbours(text: string): string[] {
  const m = DATE.exec(text);
  if (!m) return [];
  const d = DateTime.fromISO(m[1] as string, { zone: 'utc' });
  if (!d.isValid) return [];
  const rest = m[2] ?? '';
  const fmt = (x: DateTime): string => `${x.toISODate()}${rest}`;
  const out = [fmt(d.minus({ days: 1 })), fmt(d.plus({ days: 1 }))];
  if (!rest) {
    const end = d.endOf('month').startOf('day');
    if (!end.equals(d)) out.push(fmt(end));
    const nextStart = d.plus({ months: 1 }).startOf('month');
    if (d.day !== 1) out.push(fmt(nextStart));
  }
  return out;
}

/** The values a boundary dataset puts around a literal: on it, just below, just above. */
export function boundaryValues(body: Body): string[] | undefined {
  const value = constantValue(body);
  if (!value) return undefined;
  if (value.kind === 'int') {
    const v = Number(value.text);
    return [v, v - 1, v + 1].map(String);
  }
  if (value.kind === 'float') {
    const decimals = value.text.split('.')[1]?.length ?? 0;
    const unit = 10 ** -decimals;
    const v = Number(value.text);
    return [v, v - unit, v + unit].map((n) => n.toFixed(decimals));
  }
  const m = DATE.exec(value.text);
  if (!m) return undefined;
  const d = DateTime.fromISO(m[1] as string, { zone: 'utc' });
  if (!d.isValid) return undefined;
  return [d, d.minus({ days: 1 }), d.plus({ days: 1 })].map((x) => x.toISODate() as string);
}

/** Boundary values around a constant expression's value as the sandbox printed it (number, date, midnight timestamp). */
export function boundaryFromText(text: string): string[] | undefined {
  if (/^-?\d+$/.test(text)) return boundaryValues({ ival: { ival: Number(text) } });
  if (/^-?\d+\.\d+$/.test(text)) return boundaryValues({ fval: { fval: text } });
  const m = /^(\d{4}-\d{2}-\d{2})(?: 00:00:00)?$/.exec(text);
  return m ? boundaryValues({ sval: { sval: m[1] as string } }) : undefined;
}
