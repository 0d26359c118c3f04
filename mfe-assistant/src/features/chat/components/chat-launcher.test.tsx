import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installFakeApi } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { chatStore } from '../hooks/chat-store';
import { ChatLauncher } from './chat-launcher';

beforeEach(() => {
  installFakeApi();
  chatStore.reset();
});

describe('the chat launcher the shell mounts', () => {
  it('opens the chat for each request of the shell’s button, and hosts the panel', async () => {
    // The shell's button: each click a new request.
    function ShellButton() {
      const [requests, setRequests] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setRequests((count) => count + 1)}>
            again
          </button>
          <ChatLauncher openRequests={requests} />
        </>
      );
    }
    const view = await renderRemote(<ShellButton />, '/analytics');
    expect(await screen.findByRole('region', { name: 'Assistant Pro chat' })).toBeVisible();
    expect(chatStore.get().panelHosted).toBe(true);
    act(() => chatStore.close());
    expect(screen.queryByRole('region', { name: 'Assistant Pro chat' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(await screen.findByRole('region', { name: 'Assistant Pro chat' })).toBeVisible();
    view.unmount();
    expect(chatStore.get().panelHosted).toBe(false);
  });

  it('mounted without a request, it only hosts the panel', async () => {
    await renderRemote(<ChatLauncher />, '/analytics');
    expect(screen.queryByRole('region', { name: 'Assistant Pro chat' })).toBeNull();
  });
});
