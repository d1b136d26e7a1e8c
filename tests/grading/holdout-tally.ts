import { type GradeResult } from '../../backend/src/grading/engine/grade';

interface ClassTally {
  total: number;
  accepted: string[];
  onHidden: number;
}

/**
 * The held-out sets' bookkeeping: right queries rejected (false negatives), wrong ones accepted per mistake
 * class (false positives), wrong ones failing with an error, and the printed report.
 */
export class HoldoutTally {
  readonly falseNegatives: string[] = [];
  readonly wrongErrored: string[] = [];
  private readonly perClass = new Map<string, ClassTally>();
  private rightTotal = 0;

  /** A right query's verdict; the rejection's text when it was rejected. */
  right(slug: string, index: number, r: GradeResult): string | undefined {
    this.rightTotal++;
    if (r.correct) return undefined;
    this.falseNegatives.push(`${slug} right #${index + 1}: ${r.message}`);
    return `right #${index + 1}: ${r.message}`;
  }

  wrong(slug: string, w: { cls: string; why: string }, r: GradeResult): void {
    const k = this.perClass.get(w.cls) ?? { total: 0, accepted: [], onHidden: 0 };
    k.total++;
    if (r.correct) k.accepted.push(`${slug}: ${w.why}`);
    else if (r.error && !r.hiddenErrorKind) this.wrongErrored.push(`${slug}: ${w.why}: ${r.message}`);
    else if (r.message.startsWith('Your query gives the expected result on the sample data')) k.onHidden++;
    this.perClass.set(w.cls, k);
  }

  /** The totals, and the report's lines; `extra` goes after the false positives. */
  summary(title: string, extra = (_accepted: number, _wrongTotal: number): string => '') {
    const classes = [...this.perClass.entries()].sort(([a], [b]) => a.localeCompare(b));
    const wrongTotal = classes.reduce((n, [, k]) => n + k.total, 0);
    const accepted = classes.flatMap(([cls, k]) => k.accepted.map((a) => `[${cls}] ${a}`));
    const fpRate = wrongTotal ? accepted.length / wrongTotal : 0;
    const fnRate = this.rightTotal ? this.falseNegatives.length / this.rightTotal : 0;
    const list = (items: string[]): string => (items.length ? `\n    ${items.join('\n    ')}` : '');
    const report =
      `${title}:\n` +
      `  false negatives: ${this.falseNegatives.length} of ${this.rightTotal} right queries rejected (${(fnRate * 100).toFixed(1)} %)${list(this.falseNegatives)}\n` +
      `  false positives: ${accepted.length} of ${wrongTotal} wrong queries accepted (${(fpRate * 100).toFixed(1)} %)${list(accepted)}\n` +
      extra(accepted.length, wrongTotal) +
      `  per class (accepted / total, rejected only on a hidden dataset):\n` +
      classes.map(([cls, k]) => `    ${cls.padEnd(24)} ${k.accepted.length} / ${k.total}  (${(100 * k.accepted.length / k.total).toFixed(0)} %), hidden-only ${k.onHidden}`).join('\n') +
      `\n  wrong queries failing with an error: ${this.wrongErrored.length}${list(this.wrongErrored)}`;
    return { wrongTotal, accepted, fpRate, report };
  }
}
