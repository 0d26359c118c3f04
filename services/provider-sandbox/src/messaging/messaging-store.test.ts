import { customerIdFor } from './messaging-accounts';
import { lastCustomerMessageAt, MessagingStore, newMessageId } from './messaging-store';

const PAGE = '101000000000001';
const T0 = Date.parse('2025-03-01T10:00:00Z');
const HOUR = 3600_000;

function input(customerId: string, at = T0, text = 'hi') {
  return { platform: 'facebook' as const, accountId: PAGE, customerId, mid: newMessageId(), text, at };
}

function customerMessage(store: MessagingStore, customerId: string, at: number, text = 'hi') {
  return store.addCustomerMessage(input(customerId, at, text));
}

describe('MessagingStore', () => {
  it('keeps a thread in time order, a backdated message where its time puts it', () => {
    const store = new MessagingStore();
    customerMessage(store, '1', T0, 'second');
    store.addPageMessage('facebook', PAGE, '1', {
      mid: newMessageId(),
      text: 'reply',
      at: T0 + HOUR,
      messagingType: 'RESPONSE',
      tag: null,
    });
    customerMessage(store, '1', T0 - HOUR, 'first');
    const conversation = store.find('facebook', PAGE, '1')!;
    expect(conversation.messages.map((message) => message.text)).toEqual(['first', 'second', 'reply']);
    expect(conversation.updatedAt).toBe(T0 + HOUR);
    expect(lastCustomerMessageAt(conversation)).toBe(T0);
  });

  it('lists threads newest first and sent messages newest last, filtered', () => {
    const store = new MessagingStore();
    customerMessage(store, '1', T0);
    customerMessage(store, '2', T0 + HOUR);
    store.addCustomerMessage({ ...input('3', T0 + 2 * HOUR), platform: 'instagram', accountId: '17841400000000001' });
    expect(store.list().map((conversation) => conversation.customerId)).toEqual(['3', '2', '1']);
    expect(store.list({ platform: 'facebook' }).map((conversation) => conversation.customerId)).toEqual(['2', '1']);
    expect(store.list({ customerId: '1' })).toHaveLength(1);

    for (const [customerId, at] of [
      ['2', T0 + 5 * HOUR],
      ['1', T0 + 3 * HOUR],
    ] as const) {
      store.addPageMessage('facebook', PAGE, customerId, {
        mid: newMessageId(),
        text: `to ${customerId}`,
        at,
        messagingType: 'RESPONSE',
        tag: null,
      });
    }
    expect(store.sentMessages({ accountId: PAGE }).map((message) => [message.text, message.recipientId])).toEqual([
      ['to 1', '1'],
      ['to 2', '2'],
    ]);
  });

  it('hands out copies, gives a thread a stable id and names the customer when a name comes', () => {
    const store = new MessagingStore();
    const { conversation } = customerMessage(store, '1', T0);
    conversation.messages.length = 0;
    expect(store.find('facebook', PAGE, '1')!.messages).toHaveLength(1);
    expect(conversation.id).toMatch(/^t_\d{15}$/);
    expect(new MessagingStore().addCustomerMessage({ ...input('1'), customerName: 'Sam' }).conversation.id).toBe(
      conversation.id,
    );
    store.addCustomerMessage({ ...input('1'), customerName: 'Sam' });
    store.addCustomerMessage(input('1'));
    expect(store.find('facebook', PAGE, '1')!.customerName).toBe('Sam');
    expect(() =>
      store.addPageMessage('facebook', PAGE, 'nobody', {
        mid: 'm_x',
        text: 'x',
        at: T0,
        messagingType: 'RESPONSE',
        tag: null,
      }),
    ).toThrow();
    expect(store.clear()).toBe(1);
    expect(store.list()).toEqual([]);
  });
});

describe('customerIdFor', () => {
  it('derives stable digit ids, per platform and account, ignoring case and spaces around the name', () => {
    const id = customerIdFor('facebook', PAGE, 'Sam Customer');
    expect(id).toMatch(/^[1-9]\d{15}$/);
    expect(customerIdFor('facebook', PAGE, '  sam customer ')).toBe(id);
    expect(customerIdFor('facebook', '102000000000001', 'Sam Customer')).not.toBe(id);
    expect(customerIdFor('instagram', PAGE, 'Sam Customer')).not.toBe(id);
    expect(newMessageId()).toMatch(/^m_[\w-]{48}$/);
  });
});
