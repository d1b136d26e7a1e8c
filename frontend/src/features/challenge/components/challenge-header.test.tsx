import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChallengeDescription } from './challenge-header';

const challenge = { id: 1, title: 'Customer totals', description: 'Sum per customer.', difficulty_category: 'intermediate', difficulty_rating: 1250, estimated_time_minutes: 5, order_matters: true };

describe('ChallengeDescription: why this pick (issues 15 and 33)', () => {
  it('says why the challenge was picked', () => {
    const text = 'Picked for you: Window functions, last practised 12 days ago';
    render(<ChallengeDescription challenge={{ ...challenge, pick_reason: { kind: 'spaced_review', concept: 'ranking-window', concept_name: 'Window functions', skill: null, last_practised: null, days_since_practised: 12, text } }} />);
    expect(screen.getByTestId('pick-reason')).toHaveTextContent(text);
  });

  it('says why for the plain nearest-rating pick too', () => {
    const text = 'Picked for you: the closest to your rating, a concept you have not met yet (Joins)';
    render(<ChallengeDescription challenge={{ ...challenge, pick_reason: { kind: 'nearest_rating', concept: 'joins', concept_name: 'Joins', skill: null, last_practised: null, days_since_practised: null, text } }} />);
    expect(screen.getByTestId('pick-reason')).toHaveTextContent(text);
  });

  it('shows no line when an older answer has no reason', () => {
    render(<ChallengeDescription challenge={{ ...challenge, pick_reason: null }} />);
    expect(screen.queryByTestId('pick-reason')).toBeNull();
  });
});
