import { act, screen } from '@testing-library/react';
import { findPageHeading, renderApp } from '../test-support/render-app.test-helper';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

/**
 * While true, the shell pages' chunk "fails to load" (as an old tab's request after a release
 * would). A file of its own: no other test may have loaded the pages' module first.
 */
let mockDialogChunkFails = false;
jest.mock('./shell-page', () => {
  if (mockDialogChunkFails) throw new Error('Loading chunk shell-pages failed');
  return jest.requireActual('./shell-page');
});

describe('a shell page whose chunk cannot load', () => {
  it("shows 'Something went wrong' in the layout when a page's chunk cannot load, and loads it on the next visit", async () => {
    mockDialogChunkFails = true;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = renderApp('/test/dialog', 'signedOut');
      expect(await findPageHeading('Something went wrong')).toBeInTheDocument();
      expect(screen.getByText('The page content failed to load. Please refresh the page.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();

      mockDialogChunkFails = false;
      await act(() => app.router.navigate('/style-guide'));
      expect(await findPageHeading('Style Guide')).toBeInTheDocument();
      await act(() => app.router.navigate('/test/dialog'));
      expect(await findPageHeading('Dialog Test')).toBeInTheDocument();
    } finally {
      error.mockRestore();
    }
  });
});
