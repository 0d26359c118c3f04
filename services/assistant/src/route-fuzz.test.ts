/**
 * Property-based fuzz of every assistant route (as the other services' fuzz): hostile bodies, query
 * strings, headers and path segments, anonymous, signed in, for an unknown and a malformed user id.
 * No answer may be a 500, show a stack trace, or be an error without the JSON error body. The
 * neighbours are down (nothing listens on port 9): a question gets the spec's error answer.
 */
import { Types } from 'mongoose';
import { domainFuzz } from '@scp/service-kit/domain-fuzz';
import type { FuzzRoute } from '@scp/service-kit/route-fuzz';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { createApp } from './app';
import { assistantEnvShape } from './config';

const down = 'http://127.0.0.1:9/';
const fx = serviceFixture({
  name: 'assistant',
  createApp,
  extraConfig: assistantEnvShape,
  env: {
    DASHBOARD_SERVICE_URL: down,
    SETTINGS_SERVICE_URL: down,
    AUTH_SERVICE_URL: down,
    ONBOARDING_SERVICE_URL: down,
    RESPONDER_SERVICE_URL: down,
    STUDIO_SERVICE_URL: down,
  },
});

const userId = new Types.ObjectId().toHexString();
const { as, withCallers, describeRoutes } = domainFuzz('assistant', fx, userId);
const ids = { id: ['000000000000000000000000', new Types.ObjectId().toHexString(), 'not-an-id'] };

const routes: FuzzRoute[] = [
  ...withCallers({
    method: 'POST',
    path: '/api/assistant/process',
    validBody: {
      query: 'How am I doing?',
      session_id: 'fuzz-1',
      workflow_type: 'analytics',
      context: { page_type: 'dashboard', connected_count: 2, history: [{ role: 'user', content: 'Hi' }] },
    },
  }),
  ...withCallers({ method: 'GET', path: '/api/assistant/history' }),
  ...withCallers({ method: 'GET', path: '/api/assistant/profile' }),
  ...withCallers({ method: 'POST', path: '/api/assistant/actions/:id/approve', params: ids }),
  {
    method: 'GET',
    path: '/api/assistant/:rest',
    params: { rest: ['nope', 'process', 'drafts'] },
    headers: as(() => userId),
  },
];

describeRoutes('assistant route fuzz', routes);
