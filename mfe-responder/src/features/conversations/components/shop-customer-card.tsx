import { Button, theme } from 'antd';
import { Text, Title } from '@scp/shared/client/typography';
import type {
  ConversationCustomerOrder,
  ConversationCustomerResponse,
} from '@scp/shared/contracts/responder/conversation-customer';
import { shopCustomerTexts as texts } from '@scp/shared/contracts/responder/shop-customer-texts';
import { Tag } from '../../common/components/tag';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** 'Mar 2, 2026'. */
function dateText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** '$24.00' in the shop's currency (the amount alone when the currency is not one Intl knows). */
function moneyText(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`.trim();
  }
}

const statusText = (status: string) => texts.statuses[status] ?? status;

function OrderRow({ order }: { order: ConversationCustomerOrder }) {
  const { token } = theme.useToken();
  const statuses = [order.financial_status, order.fulfillment_status].filter((status) => status !== null);
  return (
    <li
      style={{
        listStyle: 'none',
        display: 'grid',
        gap: 2,
        paddingBlock: token.paddingXS,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <span style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginXS }}>
        <Text strong>{order.name ?? texts.unnamedOrder}</Text>
        <Text>{moneyText(order.total, order.currency)}</Text>
      </span>
      <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        <time dateTime={order.created_at}>{dateText(order.created_at)}</time>
      </Text>
      {statuses.length > 0 && (
        <span style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {statuses.map((status) => (
            <Tag key={status} tone={status === 'REFUNDED' || status === 'VOIDED' ? 'warning' : 'neutral'}>
              {statusText(status)}
            </Tag>
          ))}
        </span>
      )}
    </li>
  );
}

/**
 * The Shopify customer beside a thread that proved them (the order's e-mail or phone given in it): who
 * they are, their orders and spend, and their latest orders. Nothing for a thread that proved no one;
 * a short note when the orders could not be read (the thread itself is unaffected).
 */
export function ShopCustomerCard({
  conversationId,
  answer,
  onRetry,
}: {
  conversationId: string;
  answer: ConversationCustomerResponse | 'failed';
  onRetry: () => void;
}) {
  const { token } = theme.useToken();
  const headingId = `shop-customer-${conversationId}`;
  const frame = {
    display: 'grid',
    gap: token.marginXS,
    alignContent: 'start',
    padding: token.paddingSM,
    borderRadius: token.borderRadiusLG,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorBgContainer,
    minWidth: 0,
  } as const;
  const heading = (
    <Title level={3} id={headingId} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
      {texts.heading}
    </Title>
  );
  if (answer === 'failed' || answer.state === 'unavailable')
    return (
      <aside aria-labelledby={headingId} style={frame}>
        {heading}
        <div role="status">
          <Text type="secondary">{texts.unavailable}</Text>
        </div>
        <Button size="small" onClick={onRetry} style={{ justifySelf: 'start' }}>
          {texts.retry}
        </Button>
      </aside>
    );
  if (answer.state !== 'proved') return null;
  const { customer, orders } = answer;
  const facts: Array<[string, string]> = [
    [texts.spent, moneyText(customer.total_spent, customer.currency)],
    [texts.firstOrder, dateText(customer.first_order_at)],
    [texts.lastOrder, dateText(customer.last_order_at)],
  ];
  return (
    <aside aria-labelledby={headingId} style={frame}>
      {heading}
      <div>
        <Text strong style={{ display: 'block' }}>
          {customer.name ?? texts.unnamed}
        </Text>
        <Text type="secondary">{texts.orders(customer.orders_count)}</Text>
      </div>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `2px ${token.marginSM}px` }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>
              <Text type="secondary">{label}</Text>
            </dt>
            <dd style={{ margin: 0, textAlign: 'end' }}>{value}</dd>
          </div>
        ))}
      </dl>
      {orders.length > 0 && (
        <>
          <Title level={4} style={{ margin: 0, fontSize: token.fontSize }}>
            {texts.recentOrders}
          </Title>
          <ol aria-label={texts.recentOrders} style={{ margin: 0, padding: 0 }}>
            {orders.map((order, index) => (
              <OrderRow key={`${order.name ?? ''}:${order.created_at}:${index}`} order={order} />
            ))}
          </ol>
        </>
      )}
      <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {texts.provedHint}
      </Text>
    </aside>
  );
}
