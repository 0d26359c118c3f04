import { render, screen } from '@testing-library/react';
import { HealthRing } from './health-ring';

describe('HealthRing', () => {
  it.each([
    [49, 'Requires attention'],
    [50, 'Needs improvement'],
    [69, 'Needs improvement'],
    [70, 'Good performance'],
    [84, 'Good performance'],
    [85, 'Excellent performance'],
    [96, 'Excellent performance'],
  ])('at %s says %s', (score, label) => {
    render(<HealthRing score={score} onOpen={() => undefined} />);
    expect(
      screen.getByRole('button', { name: new RegExp(`^${score} Health score ${label} See the breakdown$`) }),
    ).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('rounds what it shows: 84.6 is 85 on the ring but still a good score', () => {
    render(<HealthRing score={84.6} onOpen={() => undefined} />);
    expect(screen.getByText('Good performance')).toBeInTheDocument();
  });
});
