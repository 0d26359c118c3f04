import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { layout } from '@scp/shared/contracts/app/app-constants';
import { failingRemotes } from '../test-support/mock-remotes.test-helper';
import { renderApp } from '../test-support/render-app.test-helper';
import { CriticalAppErrorBoundary } from './critical-app-error';
import { LazyPageFallback } from './lazy-page-fallback';
import { RouteErrorPage } from './route-error-page';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

function Boom(): never {
  throw new Error('boom');
}

beforeEach(() => {
  failingRemotes.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('routing error page', () => {
  it("shows 'Oops! Something went wrong.' with a way back to the dashboard", () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
  });
});

describe('whole-app fallback', () => {
  it("shows 'Critical App Error' with a refresh button", () => {
    render(
      <CriticalAppErrorBoundary>
        <Boom />
      </CriticalAppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Critical App Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});

describe('lazy page', () => {
  it("shows a skeleton, then after 10 s 'Taking longer than expected' with Refresh Page", () => {
    jest.useFakeTimers();
    render(<LazyPageFallback />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(layout.lazyPageNoticeMs - 1));
    expect(screen.queryByText('Taking longer than expected')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Taking longer than expected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});

describe('remote fallbacks', () => {
  it('shows the auth fallback when mfe-auth cannot be loaded', async () => {
    failingRemotes.add('auth');
    renderApp('/auth', 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Unable to load Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page to try again')).toBeInTheDocument();
  });

  it('shows the settings section fallback and keeps the navigation working', async () => {
    failingRemotes.add('settings');
    const app = renderApp('/settings/profile', 'signedIn');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load settings. Please refresh the page to try again.' }),
    ).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    await act(async () => screen.getAllByRole('link', { name: 'Dashboard' })[0]!.click());
    expect(app.location()).toBe('/');
    expect(await screen.findByRole('heading', { name: 'dashboard remote at /' })).toBeInTheDocument();
    expect(sidebar).toBeInTheDocument();
  });

  it('shows a crashing remote as its area fallback, not the whole-app error', async () => {
    const loader = jest.requireMock('@scp/shared/client/remote-loader') as { loadRemoteModule: unknown };
    const original = loader.loadRemoteModule;
    loader.loadRemoteModule = async () => ({ default: Boom });
    try {
      renderApp('/onboarding', 'signedIn');
      expect(await screen.findByRole('heading', { name: 'Unable to load Onboarding' })).toBeInTheDocument();
      expect(screen.queryByText('Critical App Error')).not.toBeInTheDocument();
    } finally {
      loader.loadRemoteModule = original;
    }
  });
});
