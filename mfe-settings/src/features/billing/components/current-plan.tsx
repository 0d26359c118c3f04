import { Button, Space, theme } from 'antd';
import { useState } from 'react';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import type { BillingSummary } from '@scp/shared/contracts/settings/billing';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { useUpdateSubscriptionMutation } from '../api/billing-api';
import { formatBillingDate, formatPrice } from './billing-format';

const texts = settingsTexts.billing;

/** The plan the user is on, when it renews or ends, and cancelling at the end of the paid period. */
export function CurrentPlan({ billing }: { billing: BillingSummary }) {
  const { token } = theme.useToken();
  const [update, { isLoading }] = useUpdateSubscriptionMutation();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const paid = billing.status !== 'free';
  const periodEnd = billing.currentPeriodEnd ? formatBillingDate(billing.currentPeriodEnd) : '';

  async function setCancelAtPeriodEnd(cancelAtPeriodEnd: boolean) {
    try {
      await update({ cancelAtPeriodEnd }).unwrap();
      setConfirming(false);
      toast.success(
        cancelAtPeriodEnd
          ? { title: texts.cancelledTitle, description: texts.cancelled(periodEnd) }
          : { title: texts.resumedTitle, description: texts.resumed },
      );
    } catch (error) {
      toast.error({ title: texts.changeFailedTitle, description: toErrorBody(error).message });
    }
  }

  return (
    <div
      aria-label={texts.currentPlan}
      role="group"
      style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG, padding: 16 }}
    >
      <Text type="secondary">{texts.currentPlan}</Text>
      <Title level={3} style={{ fontSize: 18, margin: '4px 0' }}>
        {paid ? billing.planName : texts.free}
        {paid && billing.interval && (
          <Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginLeft: 8 }}>
            {formatPrice(billing.unitAmount, billing.currency, billing.interval)}
          </Text>
        )}
      </Title>
      {!paid && <Paragraph style={{ marginBottom: 0 }}>{texts.freeDescription}</Paragraph>}
      {billing.status === 'past_due' && (
        <Paragraph type="danger" role="alert">
          {texts.pastDue}
        </Paragraph>
      )}
      {paid && (
        <Paragraph>
          {billing.cancelAtPeriodEnd ? texts.endsOn(billing.planName, periodEnd) : texts.renewsOn(periodEnd)}
        </Paragraph>
      )}
      {paid && billing.cancelAtPeriodEnd && (
        <Button loading={isLoading} onClick={() => void setCancelAtPeriodEnd(false)}>
          {texts.resumePlan}
        </Button>
      )}
      {paid && !billing.cancelAtPeriodEnd && !confirming && (
        <Button onClick={() => setConfirming(true)}>{texts.cancelPlan}</Button>
      )}
      {paid && !billing.cancelAtPeriodEnd && confirming && (
        <div role="group" aria-label={texts.cancelPlan}>
          <Paragraph>{texts.confirmCancel(periodEnd)}</Paragraph>
          <Space wrap>
            <Button onClick={() => setConfirming(false)}>{texts.keepPlan}</Button>
            <Button danger loading={isLoading} onClick={() => void setCancelAtPeriodEnd(true)}>
              {texts.confirmCancelButton}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}
