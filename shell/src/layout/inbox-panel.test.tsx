import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failingRemotes } from '../test-support/mock-remotes.test-helper';
import { renderApp } from '../test-support/render-app.test-helper';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

afterEach(() => failingRemotes.clear());

describe('inbox side panel', () => {
  // A failed load is forgotten while a loaded widget is kept, so the failure case runs first.
  it('shows the fallback when the responder cannot be loaded, and the page stays', async () => {
    failingRemotes.add('responder');
    await renderApp('/products').ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Inbox' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('Please refresh the page to try again')).toBeInTheDocument();
    expect(within(panel).getByText(/^Unable to load/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'dashboard remote at /products' })).toBeInTheDocument();
  });

  it("opens from the layout and shows the responder's widget", async () => {
    await renderApp('/products').ready();
    await userEvent.click(await screen.findByRole('button', { name: 'Inbox' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByTestId('responder/inbox-panel')).toBeInTheDocument();
  });
});
