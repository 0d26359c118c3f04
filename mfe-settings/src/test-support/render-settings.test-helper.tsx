import type { RealtimeClient } from '@scp/shared/client/realtime-client';
import { RealtimeProvider } from '@scp/shared/client/realtime-hooks';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionEnded, sessionResolved } from '@scp/shared/client/session-slice';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import SettingsRoutes from '../routes';

export const settingsUser: SessionUser = {
  id: '6b05cac40c175ed74e457925',
  email: 'ann@example.com',
  user_metadata: {
    full_name: 'Ann Baker',
    email_notifications: true,
    sound_effects: false,
    time_zone: 'Europe/Berlin',
  },
};

/**
 * The settings remote at `path`, signed in as `user` (null: signed out). `realtime`: the real-time
 * client its user events come from (a test's, fed by a FakeEventSource).
 */
export async function renderSettings(
  path: string,
  user: SessionUser | null = settingsUser,
  { realtime }: { realtime?: RealtimeClient } = {},
) {
  const routes = realtime ? (
    <RealtimeProvider client={realtime}>
      <SettingsRoutes />
    </RealtimeProvider>
  ) : (
    <SettingsRoutes />
  );
  return renderRemote(routes, path, (store) => {
    if (user) store.dispatch(sessionResolved({ user, expiresAt: Math.floor(Date.now() / 1000) + 3600 }));
    else store.dispatch(sessionEnded());
  });
}
