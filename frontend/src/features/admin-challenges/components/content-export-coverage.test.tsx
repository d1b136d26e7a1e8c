import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { CatalogueCoverage } from './catalogue-coverage';
import { ExportButton } from './export-button';

afterEach(() => vi.unstubAllGlobals());

const bands = Array.from({ length: 13 }, (_, i) => ({
  band_start: 800 + i * 100,
  band_end: Math.min(899 + i * 100, 2000),
  challenges: i === 4 ? 3 : 20,
  active_validated: i === 4 ? 2 : 18,
}));
const ratings = bands.map((b) => ({ rating: b.band_start, within_200: b.band_start === 1200 ? 37 : 70, days_before_dry: 218 }));

describe('admin challenges: content export and coverage (issue 14)', () => {
  it('Export downloads the challenge as a YAML content file', async () => {
    mockFetch({ 'GET /admin/challenges/7/export': () => ({ body: { slug: 'avg-salary-7', path: 'challenges/general/avg-salary-7.yaml', yaml: 'slug: avg-salary-7\n' } }) });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => {} }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<ExportButton challengeId={7} />);
    await userEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(clicked).toEqual(['avg-salary-7.yaml']));
    expect(await created[0]?.text()).toBe('slug: avg-salary-7\n');
    click.mockRestore();
  });

  it('an export that fails says so', async () => {
    mockFetch({ 'GET /admin/challenges/8/export': () => ({ status: 404, body: { detail: 'Challenge not found' } }) });
    renderWithProviders(<ExportButton challengeId={8} />);
    await userEvent.click(screen.getByRole('button', { name: /export/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Challenge not found');
  });

  it('coverage: the summary names the thinnest band; the table lists every band with the pick’s depth', async () => {
    mockFetch({ 'GET /admin/challenges/coverage': () => ({ body: { bands, ratings, industries: [{ industry: 'hr', challenges: 12 }], active_validated_total: 218 } }) });
    renderWithProviders(<CatalogueCoverage />);
    const panel = await screen.findByTestId('catalogue-coverage');
    expect(panel).toHaveTextContent('218 active validated · 1 industries · thinnest band 1200–1299 (2) · a new learner runs dry after 218 days');
    const rows = within(panel).getAllByTestId('coverage-band');
    expect(rows).toHaveLength(13);
    expect(rows[4]).toHaveTextContent('1200–1299');
    expect(within(rows[4]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1200–1299', '3', '2', '37', '218']);
  });
});
