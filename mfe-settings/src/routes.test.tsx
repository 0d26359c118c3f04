import { describeAreaScreens } from '@scp/shared/client/area-routes.test-helper';
import Routes from './routes';

describeAreaScreens('mfe-settings', Routes, [
  ['/settings/profile', 'Profile'],
  ['/settings/voice', 'Brand Voice'],
  ['/settings/brand-kit', 'Brand Kit'],
  ['/settings/integrations', 'Integrations'],
  ['/settings/billing', 'Billing'],
  ['/settings/appearance', 'Appearance'],
  ['/settings/development', 'Development'],
]);
