import { describeAreaScreens } from '@scp/shared/client/area-routes.test-helper';
import Routes from './routes';

describeAreaScreens('mfe-auth', Routes, [
  ['/auth', 'Sign In'],
  ['/auth/callback', 'Connecting Account'],
  ['/reset-password', 'Reset Password'],
  ['/reset-password/confirm', 'Set New Password'],
]);
