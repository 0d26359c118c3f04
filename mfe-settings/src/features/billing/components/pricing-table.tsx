import { Button, Skeleton, theme } from 'antd';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { BillingSummary } from '@scp/shared/contracts/settings/billing';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { useGetBillingPricesQuery, useStartCheckoutMutation } from '../api/billing-api';
import { formatPrice } from './billing-format';

const texts = settingsTexts.billing;

/** Leaves the app for the provider's hosted checkout; a seam for tests, which cannot navigate jsdom. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * The pricing table (screens and routes: Other): the plans as the payment provider lists them. Choosing one
 * opens the provider's hosted checkout; while a paid plan is on, the others wait until it is cancelled.
 */
export function PricingTable({ billing }: { billing: BillingSummary }) {
  const { token } = theme.useToken();
  const prices = useGetBillingPricesQuery();
  const [startCheckout, checkout] = useStartCheckoutMutation();
  const toast = useToast();
  const onPaidPlan = billing.status !== 'free';

  async function choose(priceId: string) {
    try {
      const { url } = await startCheckout({ priceId }).unwrap();
      browserNavigation.assign(url);
    } catch (error) {
      toast.error({ title: texts.changeFailedTitle, description: toErrorBody(error).message });
    }
  }

  return (
    <section aria-labelledby="billing-plans" style={{ marginTop: 24 }}>
      <Title level={3} id="billing-plans" style={{ fontSize: 18 }}>
        {texts.plans}
      </Title>
      {prices.isLoading && <Skeleton active />}
      {prices.isError && (
        <div role="alert">
          <Paragraph>
            {texts.loadPlansFailed} {toErrorBody(prices.error).message}
          </Paragraph>
          <Button onClick={() => void prices.refetch()}>{texts.tryAgain}</Button>
        </div>
      )}
      {onPaidPlan && prices.data && <Paragraph type="secondary">{texts.oneAtATime}</Paragraph>}
      {checkout.isLoading && <Paragraph role="status">{texts.redirecting}</Paragraph>}
      {prices.data && (
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          }}
        >
          {prices.data.prices.map((price) => {
            const current = price.id === billing.priceId;
            return (
              <li
                key={price.id}
                aria-label={price.name}
                style={{
                  border: `1px solid ${current ? token.colorPrimary : token.colorBorder}`,
                  borderRadius: token.borderRadiusLG,
                  padding: 16,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 8,
                }}
              >
                <Text strong style={{ fontSize: 16 }}>
                  {price.name}
                </Text>
                <Text>{formatPrice(price.unitAmount, price.currency, price.interval)}</Text>
                {price.description && <Text type="secondary">{price.description}</Text>}
                <ul style={{ paddingLeft: 20, margin: 0, flexGrow: 1 }}>
                  {price.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                <Button
                  type={current ? 'default' : 'primary'}
                  disabled={onPaidPlan || checkout.isLoading}
                  loading={checkout.isLoading && checkout.originalArgs?.priceId === price.id}
                  onClick={() => void choose(price.id)}
                >
                  {current ? texts.currentPlanButton : texts.choosePlan(price.name)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
