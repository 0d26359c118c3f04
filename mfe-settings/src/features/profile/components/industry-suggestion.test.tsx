import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import type { IndustrySuggestionResponse } from '@scp/shared/contracts/settings/industry-inference';
import { renderSettings, settingsUser } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

const SUGGESTION = 'GET /api/settings/integrations/industry-suggestion';
const METADATA = 'PATCH /api/auth/user/metadata';

const user = { ...settingsUser, user_metadata: { ...settingsUser.user_metadata, industry: 'other' } };

const bakeryShop: IndustrySuggestionResponse = {
  suggestion: { industry: 'food', source: 'products', shopDomain: 'anns-bakery.myshopify.com' },
};

async function openProfile(savedUser: SessionUser = user) {
  await renderSettings('/settings/profile', savedUser);
  await screen.findByLabelText('Industry');
}

describe('profile tab: the connected shop suggests an industry', () => {
  it('shows the suggestion beside the dropdown, and Use suggestion chooses it for the usual save', async () => {
    const u = userEvent.setup();
    api.answer(SUGGESTION, ok(bakeryShop));
    await openProfile();
    expect(await screen.findByText('Suggested from anns-bakery.myshopify.com: Food')).toBeInTheDocument();
    const use = screen.getByRole('button', { name: 'Use suggestion' });
    expect(use).toHaveAccessibleDescription('Suggested from anns-bakery.myshopify.com: Food');
    expect(screen.getByLabelText('Industry')).toHaveValue('other');

    await u.click(use);
    expect(screen.getByLabelText('Industry')).toHaveValue('food');
    // Nothing is saved until the owner saves.
    expect(api.callsTo(METADATA)).toHaveLength(0);

    api.answer(METADATA, ok({ user: { ...user, user_metadata: { ...user.user_metadata, industry: 'food' } } }));
    await u.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Industry preference updated successfully')).toBeInTheDocument();
    expect(api.callsTo(METADATA)[0]?.body).toMatchObject({ industry: 'food' });
    // Now saved: nothing left to suggest.
    expect(screen.queryByRole('button', { name: 'Use suggestion' })).not.toBeInTheDocument();
  });

  it('suggests when no industry is saved yet, with its label from the industry options', async () => {
    api.answer(
      SUGGESTION,
      ok({ suggestion: { industry: 'business', source: 'shop_name', shopDomain: 'bulk.example.com' } }),
    );
    // settingsUser has no industry.
    await openProfile(settingsUser);
    expect(await screen.findByText('Suggested from bulk.example.com: B2B Services')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use suggestion' }));
    expect(screen.getByLabelText('Industry')).toHaveValue('business');
  });

  it('shows nothing when the suggestion is the saved industry', async () => {
    api.answer(SUGGESTION, ok(bakeryShop));
    await openProfile({ ...user, user_metadata: { ...user.user_metadata, industry: 'food' } });
    await waitForSuggestionRead();
    expect(screen.queryByText(/Suggested from/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use suggestion' })).not.toBeInTheDocument();
  });

  it.each([
    ['there is no suggestion', ok({ suggestion: null })],
    ['no shop is connected (404)', fails(404, 'NOT_FOUND', 'No shop is connected.')],
  ])('shows nothing when %s', async (_case, answer) => {
    api.answer(SUGGESTION, answer);
    await openProfile();
    await waitForSuggestionRead();
    expect(screen.queryByText(/Suggested from/)).not.toBeInTheDocument();
    // Nor any error: a missing suggestion is not a failure for the owner.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

async function waitForSuggestionRead() {
  // Let the read settle (answered at once by the fake).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(api.callsTo(SUGGESTION)).toHaveLength(1);
}
