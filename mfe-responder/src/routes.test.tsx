import { describeAreaScreens } from '@scp/shared/client/area-routes.test-helper';
import Routes from './routes';

describeAreaScreens('mfe-responder', Routes, [['/inbox', 'ResponseFlow Pro']]);
