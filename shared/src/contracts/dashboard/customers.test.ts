import { customerFiguresOf, type CustomerOrder } from './customers';

// Five customers, their orders written out; every figure below is worked out by hand from them.
const orders: CustomerOrder[] = [
  { customer: 'a', createdAt: '2026-01-05T10:00:00Z', total: 100 },
  { customer: 'a', createdAt: '2026-01-15T10:00:00Z', total: 50 }, // 10 days after a's first
  { customer: 'a', createdAt: '2026-03-01T09:00:00Z', total: 30 },
  { customer: 'b', createdAt: '2026-01-20T00:00:00Z', total: 80 },
  { customer: 'b', createdAt: '2026-04-10T00:00:00Z', total: 20 }, // 80 days after b's first
  { customer: 'c', createdAt: '2026-02-03T08:00:00Z', total: 40 },
  { customer: 'd', createdAt: '2026-02-10T00:00:00Z', total: 0 }, // refunded: an order, no revenue
  { customer: 'd', createdAt: '2026-02-14T12:00:00Z', total: 60 }, // 4.5 days after d's first
  { customer: 'e', createdAt: '2026-02-28T23:00:00Z', total: 25 },
];

describe('customer figures', () => {
  it('lifetime value, repeat rate, time to second order and cohorts as computed by hand', () => {
    const figures = customerFiguresOf(orders, Date.parse('2026-05-01T00:00:00Z'));
    expect(figures).toEqual({
      hasData: true,
      range: { start: '2026-01-05', end: '2026-04-10' },
      customers: 5,
      orders: 9,
      // 180 + 100 + 40 + 60 + 25
      revenue: 405,
      lifetimeValue: 81,
      averageOrdersPerCustomer: 1.8,
      // a, b and d
      repeatCustomers: 3,
      repeatRate: 60,
      // 4.5, 10 and 80 days
      medianDaysToSecondOrder: 10,
      cohorts: [
        {
          month: '2026-01',
          customers: 2,
          revenue: 280,
          // 90 days after the end of January is 2 May: not passed on 1 May.
          retention: [
            { days: 30, customers: 1, rate: 50 },
            { days: 60, customers: 1, rate: 50 },
            { days: 90, customers: 2, rate: null },
          ],
        },
        {
          month: '2026-02',
          customers: 3,
          revenue: 125,
          retention: [
            { days: 30, customers: 1, rate: 33.3 },
            { days: 60, customers: 1, rate: 33.3 },
            { days: 90, customers: 1, rate: null },
          ],
        },
      ],
    });
  });

  it('takes the median of an even count as the middle two’s mean, and has no figures without orders', () => {
    const two = customerFiguresOf(
      [
        { customer: 'a', createdAt: '2026-01-01T00:00:00Z', total: 10 },
        { customer: 'a', createdAt: '2026-01-03T00:00:00Z', total: 10 },
        { customer: 'b', createdAt: '2026-01-01T00:00:00Z', total: 10 },
        { customer: 'b', createdAt: '2026-01-08T00:00:00Z', total: 10 },
      ],
      Date.parse('2026-06-01T00:00:00Z'),
    );
    expect(two.medianDaysToSecondOrder).toBe(4.5);
    expect(two.cohorts[0]?.retention.map((window) => window.rate)).toEqual([100, 100, 100]);
    expect(customerFiguresOf([], Date.now())).toMatchObject({
      hasData: false,
      range: null,
      customers: 0,
      lifetimeValue: 0,
      repeatRate: 0,
      medianDaysToSecondOrder: null,
      cohorts: [],
    });
  });
});
