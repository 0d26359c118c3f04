// The deep dive's customers section (issue 35, customers): the words the owner reads there.

/** 2212 -> 2,212. */
const count = (value: number) => value.toLocaleString('en-US');

export const customersTexts = {
  title: 'Customers',
  figuresLabel: 'Customer figures',
  lifetimeValue: 'Customer lifetime value',
  lifetimeValueHint: 'Revenue per customer over their orders',
  repeatRate: 'Repeat rate',
  repeatRateHint: (repeat: number, customers: number) =>
    `${count(repeat)} of ${count(customers)} customers ordered again`,
  timeToSecondOrder: 'Time to second order',
  timeToSecondOrderHint: 'Median days between a first and second order',
  days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  noSecondOrder: 'No second order yet',
  basis: (customers: number, orders: number, start: string, end: string) =>
    `From ${count(customers)} ${customers === 1 ? 'customer' : 'customers'} and ${count(orders)} ${orders === 1 ? 'order' : 'orders'} synced, ${start} to ${end}.`,
  cohorts: 'Cohorts by first-order month',
  cohortsCaption:
    'Customers by the month of their first order, and the share who ordered again within 30, 60 and 90 days of it',
  columns: {
    month: 'First order',
    customers: 'Customers',
    revenue: 'Revenue',
    within: (days: number) => `Again within ${days} days`,
  },
  /** A window that has not passed yet for every customer of the month. */
  notYet: 'Not yet',
  notYetLabel: 'Not known yet: the window has not passed for every customer',
  noShop: 'Connect your Shopify store to see your customers’ lifetime value, repeat rate and cohorts.',
  noCustomers: 'No synced order names its customer yet. Figures appear after the next sync.',
  loadFailed: 'Customer figures could not be loaded.',
  retry: 'Try again',
} as const;
