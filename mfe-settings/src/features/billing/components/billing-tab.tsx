import { Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Paragraph } from '@scp/shared/client/typography';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { SettingsSection } from '../../common/components/settings-section';
import { useGetBillingQuery } from '../api/billing-api';
import { CurrentPlan } from './current-plan';
import { PricingTable } from './pricing-table';

const texts = settingsTexts.billing;
/** After a paid checkout the plan changes when the provider's webhook arrives: look again until it does. */
const CONFIRMATION_POLL_MS = 2000;
const CONFIRMATION_POLL_LIMIT_MS = 30_000;

/**
 * The billing tab (screens and routes: Other): the current plan and the pricing table. The
 * hosted checkout sends the browser back with `?checkout=success|canceled`, said once in a toast.
 */
export function BillingTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('checkout');
  const awaitingSince = useRef<number | undefined>(undefined);
  const toast = useToast();
  if (outcome === 'success' && awaitingSince.current === undefined) awaitingSince.current = Date.now();
  const awaiting =
    awaitingSince.current !== undefined && Date.now() - awaitingSince.current < CONFIRMATION_POLL_LIMIT_MS;
  const billing = useGetBillingQuery(undefined, {
    pollingInterval: awaiting ? CONFIRMATION_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  if (billing.data && billing.data.billing.status !== 'free') awaitingSince.current = undefined;

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'canceled') return;
    if (outcome === 'success') toast.success({ title: texts.checkoutSuccessTitle, description: texts.checkoutSuccess });
    else toast.info({ title: texts.checkoutCanceledTitle, description: texts.checkoutCanceled });
    const next = new URLSearchParams(searchParams);
    next.delete('checkout');
    setSearchParams(next, { replace: true });
  }, [outcome, searchParams, setSearchParams, toast]);

  return (
    <SettingsSection title={settingsTexts.page.tabs.billing} description={texts.description}>
      {billing.isLoading && <Skeleton active />}
      {billing.isError && (
        <Paragraph role="alert" type="danger">
          {toErrorBody(billing.error).message}
        </Paragraph>
      )}
      {billing.data && (
        <>
          <CurrentPlan billing={billing.data.billing} />
          <PricingTable billing={billing.data.billing} />
        </>
      )}
    </SettingsSection>
  );
}
