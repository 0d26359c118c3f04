import { screen, waitFor, within } from '@testing-library/react';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { settingsUser } from '../../../test-support/render-settings.test-helper';
import { DevelopmentTab } from './development-tab';

const api = fakeApiForEachTest();

describe('development tab', () => {
  it('shows the build version, API base, session expiry and the remotes manifest', async () => {
    api.answer('GET /remotes.json', ok({ mfe_settings: '/remotes/settings/mf-manifest.json' }));
    api.answer('GET /api/dev/error-reports', ok({ reports: [] }));
    await renderRemote(<DevelopmentTab />, '/settings/development', (store) =>
      store.dispatch(sessionResolved({ user: settingsUser, expiresAt: 1_800_000_000 })),
    );
    expect(screen.getByText('1.2.161')).toBeInTheDocument();
    expect(screen.getByText('/api')).toBeInTheDocument();
    expect(screen.getByText('2027-01-15T08:00:00.000Z')).toBeInTheDocument();
    expect(await screen.findByText(/"mfe_settings": "\/remotes\/settings\/mf-manifest.json"/)).toBeInTheDocument();
  });

  it('lists the release of each remote the page loaded, with its build time and whether it was pinned', async () => {
    const settingsManifest = 'https://cdn.example.com/settings/2.0.0/mf-manifest.json';
    const authManifest = 'http://localhost/remotes/auth/mf-manifest.json';
    api.answer(
      'GET /remotes.json',
      ok({ mfe_auth: '/remotes/auth/mf-manifest.json', mfe_settings: { entry: settingsManifest, version: '2.0.0' } }),
    );
    api.answer('GET /api/dev/error-reports', ok({ reports: [] }));
    // Answers are keyed by path alone.
    api.answer(
      'GET /settings/2.0.0/mf-manifest.json',
      ok({ metaData: { buildInfo: { buildTime: '2026-11-26T01:00:00.000Z' } } }),
    );
    api.answer('GET /remotes/auth/mf-manifest.json', fails(404, 'NOT_FOUND', 'Not found.'));
    // What the federation runtime records of each remote it loaded (the shell is not a remote).
    const page = globalThis as { __FEDERATION__?: unknown };
    page.__FEDERATION__ = {
      moduleInfo: {
        shell: { version: '' },
        [`mfe_settings:${settingsManifest}`]: { buildVersion: '2.0.0' },
        [`mfe_auth:${authManifest}`]: { buildVersion: '0.1.0+7c37860' },
      },
    };
    try {
      await renderRemote(<DevelopmentTab />, '/settings/development');
      const list = screen.getByRole('list', { name: 'Remote versions' });
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(['mfe_settings 2.0.0 · built 2026-11-26T01:00:00.000Z · pinned', 'mfe_auth 0.1.0+7c37860']),
      );
    } finally {
      delete page.__FEDERATION__;
    }
  });

  it('lists the error reports the gateway kept, newest first', async () => {
    api.answer('GET /remotes.json', ok({}));
    api.answer(
      'GET /api/dev/error-reports',
      ok({
        reports: [
          {
            error: { name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' },
            pattern: { type: 'chunk_load', severity: 'medium', recoverable: true, autoRetry: true },
            context: { url: 'http://localhost:8080/settings', userAgent: 'test', component: 'settings' },
            timestamp: '2026-11-25T10:00:00.000Z',
            receivedAt: '2026-11-25T10:00:01.000Z',
          },
        ],
      }),
    );
    await renderRemote(<DevelopmentTab />, '/settings/development');
    const list = await screen.findByRole('list', { name: 'Error reports' });
    expect(list).toHaveTextContent('chunk_load · medium');
    expect(list).toHaveTextContent('Loading chunk 42 failed.');
  });

  it('says when there are none, and when they cannot be read', async () => {
    api.answer('GET /remotes.json', ok({}));
    api.answer('GET /api/dev/error-reports', ok({ reports: [] }));
    const { unmount } = await renderRemote(<DevelopmentTab />, '/settings/development');
    expect(await screen.findByText('No error reports yet.')).toBeInTheDocument();
    unmount();
    api.answer('GET /api/dev/error-reports', fails(404, 'NOT_FOUND', 'Not found.'));
    await renderRemote(<DevelopmentTab />, '/settings/development');
    expect(await screen.findByText('Error reports could not be read.')).toBeInTheDocument();
  });
});
