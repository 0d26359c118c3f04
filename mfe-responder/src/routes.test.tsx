import { describeAreaScreens } from '@scp/shared/client/area-routes.test-helper';
import Routes from './routes';

// /inbox is built (features/conversations/components/inbox-page.test.tsx); any other path it is given is not.
describeAreaScreens('mfe-responder', Routes, [['/responder', 'ResponseFlow Pro']]);
