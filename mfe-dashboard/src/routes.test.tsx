import { describeAreaScreens } from '@scp/shared/client/area-routes.test-helper';
import Routes from './routes';

describeAreaScreens('mfe-dashboard', Routes, [
  ['/', 'Dashboard'],
  ['/analytics/overview', 'Analytics Overview'],
  ['/analytics/deep-dive', 'Analytics Deep Dive'],
]);
