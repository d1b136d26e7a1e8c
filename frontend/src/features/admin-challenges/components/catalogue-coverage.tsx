import { useCoverage } from '../api/get-coverage';

/**
 * The catalogue's depth (issue 14): challenges per 100-point band and, for a new learner at each rating,
 * how many are within ±200 and how many days pass before the daily pick runs dry.
 */
export function CatalogueCoverage() {
  const coverage = useCoverage();
  if (!coverage.data) return null;
  const { bands, ratings, active_validated_total: total, industries } = coverage.data;
  const thinnest = bands.filter((b) => b.band_start < 2000).reduce((min, b) => (b.active_validated < min.active_validated ? b : min), bands[0]!);
  const byRating = new Map(ratings.map((r) => [r.rating, r]));
  return (
    <details className="card coverage-panel" data-testid="catalogue-coverage">
      <summary>
        <strong>Catalogue coverage</strong>{' '}
        <span className="muted small">
          {total} active validated · {industries.length} industries · thinnest band {thinnest.band_start}–{thinnest.band_end} ({thinnest.active_validated}) · a new learner runs dry after {total} days
        </span>
      </summary>
      <table className="data-table admin-table" aria-label="Coverage per rating band">
        <thead>
          <tr>
            <th scope="col">Rating band</th>
            <th scope="col">Challenges</th>
            <th scope="col">Active validated</th>
            <th scope="col" title="Active validated challenges within ±200 of a learner at the band's first rating">Within ±200 of a learner at its start</th>
            <th scope="col" title="Every active validated challenge, nearest first">Days before the pick runs dry</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((b) => {
            const r = byRating.get(b.band_start);
            return (
              <tr key={b.band_start} data-testid="coverage-band">
                <td className="nowrap">{b.band_start}–{b.band_end}</td>
                <td>{b.challenges}</td>
                <td>{b.active_validated}</td>
                <td>{r?.within_200 ?? '–'}</td>
                <td>{r?.days_before_dry ?? '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
