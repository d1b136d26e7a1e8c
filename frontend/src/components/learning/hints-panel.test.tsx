import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HintsPanel } from './hints-panel';

describe('HintsPanel', () => {
  it('states the cost of the next hint on its button before revealing it', async () => {
    const onReveal = vi.fn();
    render(<HintsPanel total={3} revealed={[]} pointsFactor={1} nextPointsFactor={0.8} maxPoints={180} canReveal onReveal={onReveal} />);
    expect(screen.getByRole('heading', { name: /Hints \(0\/3\)/ })).toBeInTheDocument();
    expect(screen.getByText('A correct answer earns full points.')).toBeInTheDocument();
    expect(screen.getByTestId('hints-max-points')).toHaveTextContent('180');
    const button = screen.getByRole('button', { name: 'Reveal hint 1 of 3 (−20 % points)' });
    await userEvent.click(button);
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('hints-list')).not.toBeInTheDocument();
  });

  it('lists revealed hints in order with the lowered share of points', () => {
    render(
      <HintsPanel
        total={3}
        revealed={[{ index: 1, hint: 'Group by customer.' }, { index: 2, hint: 'Use SUM.' }]}
        pointsFactor={0.6}
        nextPointsFactor={0.4}
        maxPoints={108}
        canReveal
        onReveal={() => {}}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Hint 1Group by customer.', 'Hint 2Use SUM.']);
    expect(screen.getByTestId('hints-points')).toHaveTextContent('A correct answer now earns 60 % of its points.');
    expect(screen.getByTestId('hints-max-points')).toHaveTextContent('108');
    expect(screen.getByRole('button', { name: 'Reveal hint 3 of 3 (−20 % points)' })).toBeEnabled();
  });

  it('offers no button once every hint is out or the day is over, and renders nothing without hints', () => {
    const { rerender, container } = render(
      <HintsPanel total={1} revealed={[{ index: 1, hint: 'Only hint' }]} pointsFactor={0.8} nextPointsFactor={null} canReveal={false} onReveal={() => {}} />,
    );
    expect(screen.queryByTestId('reveal-hint')).not.toBeInTheDocument();
    rerender(<HintsPanel total={2} revealed={[]} pointsFactor={1} nextPointsFactor={0.8} canReveal={false} onReveal={() => {}} />);
    expect(screen.queryByTestId('reveal-hint')).not.toBeInTheDocument();
    expect(screen.getByText(/The day is over: no more hints/)).toBeInTheDocument();
    rerender(<HintsPanel total={0} revealed={[]} pointsFactor={1} nextPointsFactor={null} canReveal={false} onReveal={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says hints are free in practice (no factor) and shows no cost', () => {
    render(<HintsPanel total={2} revealed={[]} pointsFactor={null} nextPointsFactor={null} canReveal onReveal={() => {}} />);
    expect(screen.getByText('Practice is unrated: hints are free.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal hint 1 of 2' })).toBeInTheDocument();
  });
});
