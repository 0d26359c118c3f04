import type { ShopLookupOrder } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { contactsIn, isTiedTo, provesOrder } from './order-proof';

const order = (email: string | null, phone: string | null, customerId: string | null = null): ShopLookupOrder => ({
  name: '#1001',
  createdAt: '2026-11-20T10:00:00.000Z',
  financialStatus: 'PAID',
  fulfillmentStatus: 'FULFILLED',
  cancelledAt: null,
  trackingNumber: null,
  trackingUrl: null,
  total: '10.00',
  currency: 'USD',
  email,
  phone,
  customerId,
});

describe('the contacts a customer gives for an order', () => {
  it('reads e-mails in any case and phones in any notation, never an order number or a short number', () => {
    expect(contactsIn('It is Ana.Silva@Example.com, thanks!')).toEqual({
      emails: ['ana.silva@example.com'],
      phones: [],
    });
    expect(contactsIn('+1 (201) 555-0142').phones).toEqual(['12015550142']);
    expect(contactsIn('my order #1001 of 2 mugs, call 555-0142').phones).toEqual([]);
    expect(contactsIn('Where is my order?')).toEqual({ emails: [], phones: [] });
  });

  it('proves an order with its e-mail, or its phone with or without the country code, and nothing else', () => {
    const placed = order('ana.silva@example.com', '+12015550142');
    expect(provesOrder(placed, contactsIn('ANA.SILVA@example.com'))).toBe(true);
    expect(provesOrder(placed, contactsIn('(201) 555-0142'))).toBe(true);
    expect(provesOrder(placed, contactsIn('ana.silva@example.co'))).toBe(false);
    expect(provesOrder(placed, contactsIn('silva@example.com'))).toBe(false);
    expect(provesOrder(placed, contactsIn('(201) 555-0143'))).toBe(false);
    // An order without contacts cannot be proved by anything.
    expect(provesOrder(order(null, null), contactsIn('ana.silva@example.com 2015550142'))).toBe(false);
  });

  it('ties a conversation to an order only through what it proved', () => {
    const placed = order('ana.silva@example.com', null, 'gid://shopify/Customer/1');
    expect(isTiedTo(placed, null)).toBe(false);
    const none = { pendingOrders: [], provenContacts: new Set<string>(), provenCustomers: new Set<string>() };
    expect(isTiedTo(placed, none)).toBe(false);
    expect(isTiedTo(placed, { ...none, provenCustomers: new Set(['gid://shopify/Customer/1']) })).toBe(true);
    expect(isTiedTo(placed, { ...none, provenCustomers: new Set(['gid://shopify/Customer/2']) })).toBe(false);
  });
});
