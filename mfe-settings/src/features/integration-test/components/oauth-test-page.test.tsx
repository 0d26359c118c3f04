import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '@scp/shared/client/fake-api.test-helper';
import { renderSettings } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

/** The five sample returns, as [link name, address, expected message]. */
const samples = [
  [
    'Success',
    '/auth/callback?platform=instagram&status=success&connected_count=2&return_to=%2Ftest%2Foauth',
    'Expected message: Instagram Connected',
  ],
  [
    'Partial success',
    '/auth/callback?platform=facebook&status=partial_success&connected_count=1&error_message=Some+pages+could+not+be+read.&return_to=%2Ftest%2Foauth',
    'Expected message: Some pages could not be read.',
  ],
  [
    'Error with a message',
    '/auth/callback?platform=linkedin&status=error&error_message=Access+was+not+granted+on+the+platform.&return_to=%2Ftest%2Foauth',
    'Expected message: Access was not granted on the platform.',
  ],
  [
    'Error without a message',
    '/auth/callback?platform=shopify&status=error&return_to=%2Ftest%2Foauth',
    'Expected message: OAuth authentication failed',
  ],
  [
    'Missing platform',
    '/auth/callback?status=success&connected_count=1&return_to=%2Ftest%2Foauth',
    'Expected message: No platform found in callback URL',
  ],
] as const;

describe('OAuth test page', () => {
  it('lists the five sample returns as links to the OAuth return page, each with what it should say', async () => {
    // A public page: it needs no session and reads nothing from the services.
    await renderSettings('/test/oauth', null);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['OAuth Test']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    samples.forEach(([name, href, expected], index) => {
      const item = items[index] as HTMLElement;
      expect(within(item).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(item).toHaveTextContent(expected);
    });
    expect(api.calls).toEqual([]);
  });

  it('opens a sample in this window', async () => {
    const user = userEvent.setup();
    const view = await renderSettings('/test/oauth', null);
    await user.click(screen.getByRole('link', { name: 'Error without a message' }));
    expect(view.location()).toBe('/auth/callback?platform=shopify&status=error&return_to=%2Ftest%2Foauth');
  });
});
