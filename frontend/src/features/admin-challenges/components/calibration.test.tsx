import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalibratedRating, DriftBadge } from './calibration';

describe('calibrated rating (issue 15)', () => {
  it('shows the calibrated rating, its deviation and whether it is provisional; flags a drift', () => {
    const c = { difficulty_rating: 1200, calibrated_rating: 1460, rating_deviation: 95.2, rating_provisional: false, rating_drift_flag: true, first_attempts: 14 };
    render(<><CalibratedRating challenge={c} /><DriftBadge challenge={c} /></>);
    expect(screen.getByTestId('calibrated-rating')).toHaveTextContent('calibrated 1460 ± 95 · 14 first attempts');
    expect(screen.getByTestId('drift-badge')).toHaveTextContent('Rating drift');
  });

  it('says so before any calibration and shows no badge without a drift', () => {
    const c = { difficulty_rating: 1200, calibrated_rating: null, rating_deviation: null, rating_provisional: true, rating_drift_flag: false, first_attempts: 0 };
    render(<><CalibratedRating challenge={c} /><DriftBadge challenge={c} /></>);
    expect(screen.getByTestId('calibrated-rating')).toHaveTextContent('not calibrated yet');
    expect(screen.queryByTestId('drift-badge')).toBeNull();
  });
});
