import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { challenge } from '../testing/challenge-detail-fixture';
import { ChallengeDetail } from './challenge-detail';

// Issue 13 fix: admin screens render challenge descriptions as Markdown, like the learner page.
afterEach(() => vi.unstubAllGlobals());

describe('ChallengeDetail description', () => {
  it('renders the light Markdown (bold, code, lists), never the raw marks', async () => {
    mockFetch({
      'GET /admin/challenges/9': () => ({ body: { ...challenge, description: 'Finance wants the **total** per customer.\n\nReturn:\n- `customer`\n- `total`\n\nEstimated: 1 minute.', estimated_time_minutes: 1 } }),
      'POST /admin/attempts/search': () => ({ body: { attempts: [], total_count: 0 } }),
    });
    const { container } = renderWithProviders(<ChallengeDetail challengeId="9" />);
    const strong = await screen.findByText('total', { selector: 'strong' });
    const description = strong.closest('.challenge-description')!;
    expect(description.querySelectorAll('li')).toHaveLength(2);
    expect(description.querySelectorAll('code')).toHaveLength(2);
    expect(description.innerHTML).not.toContain('**');
    expect(container).toHaveTextContent('1 minute');
    expect(container).not.toHaveTextContent('1 minutes');
  });
});
