import { screen } from '@testing-library/react';
import { fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { settingsUser } from '../../../test-support/render-settings.test-helper';
import { DevelopmentTab } from './development-tab';

const api = fakeApiForEachTest();

describe('development tab', () => {
  it('shows the build version, API base, session expiry and the remotes manifest', async () => {
    api.answer('GET /remotes.json', ok({ mfe_settings: '/remotes/settings/mf-manifest.json' }));
    await renderRemote(<DevelopmentTab />, '/settings/development', (store) =>
      store.dispatch(sessionResolved({ user: settingsUser, expiresAt: 1_800_000_000 })),
    );
    expect(screen.getByText('1.2.161')).toBeInTheDocument();
    expect(screen.getByText('/api')).toBeInTheDocument();
    expect(screen.getByText('2027-01-15T08:00:00.000Z')).toBeInTheDocument();
    expect(await screen.findByText(/"mfe_settings": "\/remotes\/settings\/mf-manifest.json"/)).toBeInTheDocument();
  });
});
