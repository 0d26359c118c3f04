import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { BillingPrice, BillingSummary } from '@scp/shared/contracts/settings/billing';
import { renderSettings } from '../../../test-support/render-settings.test-helper';
import { browserNavigation } from './pricing-table';

const api = fakeApiForEachTest();

const free: BillingSummary = {
  status: 'free',
  planName: 'Free',
  priceId: null,
  unitAmount: 0,
  currency: 'usd',
  interval: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};
const growth: BillingSummary = {
  status: 'active',
  planName: 'Growth',
  priceId: 'price_growth',
  unitAmount: 4900,
  currency: 'usd',
  interval: 'month',
  currentPeriodEnd: '2026-12-25T12:00:00.000Z',
  cancelAtPeriodEnd: false,
};
const prices: BillingPrice[] = [
  {
    id: 'price_starter',
    name: 'Starter',
    description: 'For a shop finding its feet.',
    unitAmount: 1900,
    currency: 'usd',
    interval: 'month',
    features: ['3 connected accounts'],
  },
  {
    id: 'price_growth',
    name: 'Growth',
    description: 'For a growing shop.',
    unitAmount: 4950,
    currency: 'usd',
    interval: 'month',
    features: ['8 connected accounts', 'Auto-responder'],
  },
];

async function openBilling(billing: BillingSummary, path = '/settings/billing') {
  api.answer('GET /api/settings/billing', ok({ billing }));
  api.answer('GET /api/settings/billing/prices', ok({ prices }));
  await renderSettings(path);
  await screen.findByRole('group', { name: 'Current plan' });
}

describe('billing tab', () => {
  it("shows the Free plan and the provider's plans with their prices and features", async () => {
    await openBilling(free);
    const current = screen.getByRole('group', { name: 'Current plan' });
    expect(within(current).getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    const starter = await screen.findByRole('listitem', { name: 'Starter' });
    expect(within(starter).getByText('$19 per month')).toBeInTheDocument();
    expect(within(starter).getByText('3 connected accounts')).toBeInTheDocument();
    const growthCard = screen.getByRole('listitem', { name: 'Growth' });
    expect(within(growthCard).getByText('$49.50 per month')).toBeInTheDocument();
    expect(within(growthCard).getByRole('button', { name: 'Choose Growth' })).toBeEnabled();
  });

  it("opens the provider's hosted checkout for the chosen plan", async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await openBilling(free);
    api.answer('POST /api/settings/billing/checkout', ok({ url: 'https://pay.example/checkout/cs_1' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/cs_1'));
    expect(api.callsTo('POST /api/settings/billing/checkout').map((call) => call.body)).toEqual([
      { priceId: 'price_starter' },
    ]);
    assign.mockRestore();
  });

  it('says why a checkout could not start, and stays', async () => {
    const user = userEvent.setup();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await openBilling(free);
    api.answer(
      'POST /api/settings/billing/checkout',
      fails(503, 'SERVICE_UNAVAILABLE', 'The payment provider could not be reached. Please try again shortly.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    // The spec's retry policy sends a failed write once more after 1 s before saying so.
    expect(
      await screen.findByText('The payment provider could not be reached. Please try again shortly.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('shows a paid plan with its renewal date, marks it in the table and holds the other plans', async () => {
    await openBilling(growth);
    const current = screen.getByRole('group', { name: 'Current plan' });
    expect(within(current).getByRole('heading', { name: /Growth/ })).toBeInTheDocument();
    expect(within(current).getByText('Renews on December 25, 2026.')).toBeInTheDocument();
    const growthCard = await screen.findByRole('listitem', { name: 'Growth' });
    expect(within(growthCard).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
    expect(screen.getByText('Cancel your current plan to choose another one.')).toBeInTheDocument();
  });

  it('cancels at the end of the period only after a confirmation, and can resume', async () => {
    const user = userEvent.setup();
    await openBilling(growth);
    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    expect(screen.getByText('Cancel at the end of the period you paid for (December 25, 2026)?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep Plan' }));
    expect(api.callsTo('PATCH /api/settings/billing/subscription')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    api.answer('PATCH /api/settings/billing/subscription', ok({ billing: { ...growth, cancelAtPeriodEnd: true } }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Plan cancelled')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/settings/billing/subscription')[0]?.body).toEqual({ cancelAtPeriodEnd: true });
    expect(
      screen.getByText('Cancelled: you keep Growth until December 25, 2026, then move to Free.'),
    ).toBeInTheDocument();
    api.answer('PATCH /api/settings/billing/subscription', ok({ billing: growth }));
    await user.click(screen.getByRole('button', { name: 'Resume Plan' }));
    expect(await screen.findByText('Renews on December 25, 2026.')).toBeInTheDocument();
  });

  it('says when a payment did not go through', async () => {
    await openBilling({ ...growth, status: 'past_due' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment did not go through.');
  });

  it('thanks the user back from a paid checkout', async () => {
    await openBilling(free, '/settings/billing?checkout=success');
    expect(await screen.findByText('Payment complete')).toBeInTheDocument();
  });

  it('says nothing was charged after a cancelled checkout', async () => {
    await openBilling(free, '/settings/billing?checkout=canceled');
    expect(await screen.findByText('Nothing was charged.')).toBeInTheDocument();
  });

  // A failed read is retried 3 times (1 s, 2 s, 4 s) before it shows: the test waits that long.
  it('says plans could not be loaded and offers to try again', async () => {
    const user = userEvent.setup();
    api.answer('GET /api/settings/billing', ok({ billing: free }));
    api.answer(
      'GET /api/settings/billing/prices',
      fails(503, 'SERVICE_UNAVAILABLE', 'Billing is not available right now. Please try again later.'),
    );
    await renderSettings('/settings/billing');
    expect(await screen.findByText(/Plans could not be loaded\./, undefined, { timeout: 12_000 })).toBeInTheDocument();
    api.answer('GET /api/settings/billing/prices', ok({ prices }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Starter' })).toBeInTheDocument();
  }, 20_000);
});
