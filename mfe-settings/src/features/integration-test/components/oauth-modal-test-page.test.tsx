import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '@scp/shared/client/fake-api.test-helper';
import { renderSettings } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

/** The five sample returns, as [name, the popup's address]. */
const samples = [
  ['Success', '/auth/callback?platform=instagram&status=success&connected_count=2'],
  [
    'Partial success',
    '/auth/callback?platform=facebook&status=partial_success&connected_count=1&error_message=Some+pages+could+not+be+read.',
  ],
  [
    'Error with a message',
    '/auth/callback?platform=linkedin&status=error&error_message=Access+was+not+granted+on+the+platform.',
  ],
  ['Error without a message', '/auth/callback?platform=shopify&status=error'],
  ['Missing platform', '/auth/callback?status=success&connected_count=1'],
] as const;

/** The return page in the popup reporting to this window. */
function report(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const messageRegion = () => screen.getByRole('region', { name: 'Message from the popup' });

async function openModalTest() {
  const user = userEvent.setup();
  await renderSettings('/test/oauth-modal', null);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
    'OAuth Modal Test',
  ]);
  return user;
}

describe('OAuth modal test page', () => {
  it.each(samples)('opens the %s sample in a popup', async (name, url) => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = await openModalTest();
    const item = screen.getByRole('listitem', { name });
    const button = within(item).getByRole('button', { name: 'Open in popup' });
    expect(button).toHaveAccessibleDescription(name);
    await user.click(button);
    expect(open).toHaveBeenCalledWith(url, 'scp-oauth', 'width=600,height=720');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows each sample with the message the return page should send', async () => {
    await openModalTest();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('listitem', { name: 'Error without a message' })).toHaveTextContent(
      'Expected message: OAuth authentication failed',
    );
    expect(screen.getByRole('listitem', { name: 'Missing platform' })).toHaveTextContent(
      'Expected message: No platform found in callback URL',
    );
    expect(within(messageRegion()).getByRole('status')).toHaveTextContent('No message yet.');
    expect(api.calls).toEqual([]);
  });

  it('shows the message the popup posts back, from this origin only', async () => {
    jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = await openModalTest();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Partial success' })).getByRole('button', { name: 'Open in popup' }),
    );
    const message = {
      type: 'OAUTH_CALLBACK',
      status: 'partial_success',
      platform: 'facebook',
      message: 'Some pages could not be read.',
      connectedCount: 1,
    };
    report(message, 'https://evil.example');
    report({ ...message, type: 'SOMETHING_ELSE' });
    expect(within(messageRegion()).getByRole('status')).toHaveTextContent('No message yet.');

    report(message);
    const status = within(messageRegion()).getByRole('status');
    expect(
      within(status)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['type', 'status', 'platform', 'message', 'connectedCount']);
    expect(
      within(status)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['OAUTH_CALLBACK', 'partial_success', 'facebook', 'Some pages could not be read.', '1']);

    // The next report replaces it.
    report({
      type: 'OAUTH_CALLBACK',
      status: 'error',
      platform: '',
      message: 'No platform found in callback URL',
      connectedCount: 0,
    });
    expect(status).toHaveTextContent('No platform found in callback URL');
    expect(status).not.toHaveTextContent('Some pages could not be read.');
  });

  it('says when the popup was blocked, until one opens', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = await openModalTest();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Success' })).getByRole('button', { name: 'Open in popup' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The popup was blocked. Allow popups for this site and try again.',
    );
    open.mockReturnValue({} as Window);
    await user.click(
      within(screen.getByRole('listitem', { name: 'Success' })).getByRole('button', { name: 'Open in popup' }),
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
