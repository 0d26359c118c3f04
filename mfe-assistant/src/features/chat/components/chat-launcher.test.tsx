import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { chatStore } from '../chat-store';
import { ChatLauncher, floatingButtonHiddenOn } from './chat-launcher';

function mobileScreen(mobile: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

beforeEach(() => {
  installFakeApi();
  chatStore.reset();
});

describe('the floating chat button', () => {
  it('shows on mobile, except on /, /compose and settings', () => {
    expect(['/', '/compose', '/settings/profile'].map(floatingButtonHiddenOn)).toEqual([true, true, true]);
    expect(['/analytics', '/studio', '/onboarding'].map(floatingButtonHiddenOn)).toEqual([false, false, false]);
  });

  it('opens the chat from a page on mobile, and is gone on desktop', async () => {
    mobileScreen(true);
    const view = await renderRemote(<ChatLauncher />, '/analytics');
    await userEvent.click(screen.getByRole('button', { name: 'Open Assistant Pro' }));
    expect(await screen.findByRole('region', { name: 'Assistant Pro chat' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open Assistant Pro' })).toBeNull();
    view.unmount();
    chatStore.reset();
    mobileScreen(false);
    await renderRemote(<ChatLauncher />, '/analytics');
    expect(screen.queryByRole('button', { name: 'Open Assistant Pro' })).toBeNull();
  });

  it('is not on the dashboard', async () => {
    mobileScreen(true);
    await renderRemote(<ChatLauncher />, '/');
    expect(screen.queryByRole('button', { name: 'Open Assistant Pro' })).toBeNull();
  });
});
