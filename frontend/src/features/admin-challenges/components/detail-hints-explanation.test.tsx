import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminChallenge } from '../api/types';
import { DetailHintsExplanation } from './detail-hints-explanation';

const challenge = (fields: Partial<AdminChallenge>) => fields as AdminChallenge;

describe('DetailHintsExplanation', () => {
  it('lists the hints with what each costs and renders the explanation', () => {
    render(<DetailHintsExplanation challenge={challenge({ hints: ['Join first.', 'Then group.'], explanation: '## Approach\n```sql\nSELECT 1\n```' })} />);
    const hints = screen.getByTestId('detail-hints');
    expect(within(hints).getByRole('heading')).toHaveTextContent('Hints (2)');
    expect(within(hints).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hint 1 · −20 % pointsJoin first.', 'Hint 2 · −40 % pointsThen group.']);
    expect(within(screen.getByTestId('detail-explanation')).getByRole('heading', { name: 'Approach' })).toBeInTheDocument();
    expect(document.querySelector('.explanation-body pre code')).toHaveTextContent('SELECT 1');
  });

  it('says when there are none', () => {
    render(<DetailHintsExplanation challenge={challenge({ explanation: null })} />);
    expect(screen.getByText(/No hints/)).toBeInTheDocument();
    expect(screen.getByText(/No explanation yet/)).toBeInTheDocument();
  });
});
