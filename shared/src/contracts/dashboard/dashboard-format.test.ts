import {
  formatChange,
  formatCompact,
  formatCurrency,
  formatPercent,
  healthStatusLabelOf,
  healthStatusOf,
} from './dashboard-format';

describe('dashboard number formats (business constants)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.6, '1,000'],
    [1000, '1K'],
    [1234, '1.2K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [2_560_000, '2.6M'],
    [-1500, '-1.5K'],
  ])('compact %s -> %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });

  it.each([
    [0, '$0'],
    [845.4, '$845'],
    [845.5, '$846'],
    [1000, '$1K'],
    [23_250, '$23.3K'],
    [1_500_000, '$1.5M'],
    [-250, '-$250'],
  ])('currency %s -> %s (USD, no decimals, compact)', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it('writes whole dollars with separators when not compact', () => {
    expect(formatCurrency(23_250.4, { compact: false })).toBe('$23,250');
  });

  it('percentages and changes keep one decimal and drop a trailing .0', () => {
    expect(formatPercent(3.456)).toBe('3.5%');
    expect(formatPercent(2)).toBe('2%');
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-4)).toBe('-4%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(null)).toBeNull();
  });

  it.each([
    [49.9, 'critical', 'Requires attention'],
    [50, 'warning', 'Needs improvement'],
    [69.9, 'warning', 'Needs improvement'],
    [70, 'good', 'Good performance'],
    [84.9, 'good', 'Good performance'],
    [85, 'excellent', 'Excellent performance'],
    [0, 'critical', 'Requires attention'],
  ])('score %s is %s (%s)', (score, status, label) => {
    expect(healthStatusOf(score)).toBe(status);
    expect(healthStatusLabelOf(score)).toBe(label);
  });
});
