import { describeAreaScreens } from '@scp/shared/client/area-routes.test-helper';
import Routes from './routes';

describeAreaScreens('mfe-assistant', Routes, [
  ['/test/chatbot', 'Chatbot Test'],
  ['/test/adk', 'ADK Test'],
  ['/test/adk-conversation-flow', 'ADK Conversation Flow Test'],
  ['/test/adk-real-world', 'ADK Real-World Test'],
  ['/test/user-intelligence', 'User Intelligence Test'],
]);
