import { screen } from '@testing-library/react';
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
