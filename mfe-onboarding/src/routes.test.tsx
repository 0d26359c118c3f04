import { describeAreaScreens } from '@scp/shared/client/area-routes.test-helper';
import Routes from './routes';

describeAreaScreens('mfe-onboarding', Routes, [['/onboarding', 'Onboarding']]);
