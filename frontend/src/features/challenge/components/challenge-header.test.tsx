import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChallengeHeader } from './challenge-header';

const challenge = { id: 1, title: 'Customer totals', description: 'Sum per customer.', difficulty_category: 'intermediate', difficulty_rating: 1250, estimated_time_minutes: 5, order_matters: true };

describe('ChallengeHeader: the adaptive pick (issue 15)', () => {
  it('says why the challenge was picked', () => {
    const text = 'Picked for you: Window functions, last practised 12 days ago';
    render(<ChallengeHeader challenge={{ ...challenge, pick_reason: { kind: 'spaced_review', concept: 'ranking-window', concept_name: 'Window functions', days_since_practised: 12, text } }} />);
    expect(screen.getByTestId('pick-reason')).toHaveTextContent(text);
  });

  it('shows no line for the nearest-rating pick', () => {
    render(<ChallengeHeader challenge={{ ...challenge, pick_reason: null }} />);
    expect(screen.queryByTestId('pick-reason')).toBeNull();
  });
});
