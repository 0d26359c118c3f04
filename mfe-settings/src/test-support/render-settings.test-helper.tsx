import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionEnded, sessionResolved } from '@scp/shared/client/session-slice';
import type { SessionUser } from '@scp/shared/contracts/accounts/session';
import SettingsRoutes from '../routes';

export const settingsUser: SessionUser = {
  id: '6b05cac40c175ed74e457925',
  email: 'ann@example.com',
  user_metadata: { full_name: 'Ann Baker', email_notifications: true, sound_effects: false },
};

/** The settings remote at `path`, signed in as `user` (null: signed out). */
export async function renderSettings(path: string, user: SessionUser | null = settingsUser) {
  return renderRemote(<SettingsRoutes />, path, (store) => {
    if (user) store.dispatch(sessionResolved({ user, expiresAt: Math.floor(Date.now() / 1000) + 3600 }));
    else store.dispatch(sessionEnded());
  });
}
