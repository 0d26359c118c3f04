import { render } from '@testing-library/react';
import { Sparkline, sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('spans the values from the lowest (bottom) to the highest (top), inset on every side', () => {
    expect(sparklinePoints([2, 4, 3], 10, 10, { inset: 1 })).toBe('1.0,9.0 5.0,1.0 9.0,5.0');
  });

  it('reads counts from 0 when asked, so a quiet week does not look like a spike', () => {
    expect(sparklinePoints([4, 8], 10, 10, { inset: 1, fromZero: true })).toBe('1.0,5.0 9.0,1.0');
    expect(sparklinePoints([4, 8], 10, 10, { inset: 1 })).toBe('1.0,9.0 9.0,1.0');
  });

  it('lays a flat series on the floor and one value in the middle', () => {
    expect(sparklinePoints([0, 0, 0], 10, 10, { inset: 1, fromZero: true })).toBe('1.0,9.0 5.0,9.0 9.0,9.0');
    expect(sparklinePoints([5], 10, 10)).toBe('5.0,9.0');
    expect(sparklinePoints([], 10, 10)).toBe('');
  });
});

describe('Sparkline', () => {
  it('is an image named by its label, or hidden from screen readers without one', () => {
    const { getByRole, container, rerender } = render(
      <Sparkline values={[1, 2, 3]} width={40} height={10} label="Units a day, 1 to 3" />,
    );
    expect(getByRole('img', { name: 'Units a day, 1 to 3' })).toBeInTheDocument();
    rerender(<Sparkline values={[1, 2, 3]} width={40} height={10} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });

  it('draws nothing for fewer than two values', () => {
    const { container } = render(<Sparkline values={[7]} width={40} height={10} label="One day" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
