import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SkillsChart } from './skills-chart';

afterEach(() => vi.unstubAllGlobals());

const skill = (concept: string, concept_name: string, value: number, attempted: number, solved: number) => ({
  concept,
  concept_name,
  skill: value,
  confidence: attempted / (attempted + 3),
  solved,
  attempted,
  last_practised: '2026-03-14',
});

describe('SkillsChart', () => {
  it('lists the concepts strongest to weakest with confidence and record', async () => {
    mockFetch({ 'GET /users/me/skills': () => ({ body: [skill('filtering', 'Filtering', 1290, 4, 4), skill('aggregation', 'Aggregation', 1082, 3, 0)] }) });
    renderWithProviders(<SkillsChart />);
    const rows = await screen.findAllByTestId('skill-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Filtering 1290 · confidence 57 % · 4/4 solved · last practised Mar 14, 2026',
      'Aggregation 1082 · confidence 50 % · 0/3 solved · last practised Mar 14, 2026',
    ]);
    expect(within(screen.getByTestId('skills-chart')).getByRole('figure')).toHaveAccessibleName('Strongest: Filtering (1290); weakest: Aggregation (1082).');
  });

  it('explains the empty chart before the first resolved challenge', async () => {
    mockFetch({ 'GET /users/me/skills': () => ({ body: [] }) });
    renderWithProviders(<SkillsChart />);
    expect(await screen.findByText('Your concept skills appear after your first challenge.')).toBeInTheDocument();
  });
});
