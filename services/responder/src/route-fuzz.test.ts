/**
 * Property-based fuzz of every responder route (as the other services' fuzz): hostile bodies, query
 * strings, headers and path segments, anonymous, signed in, for an unknown and a malformed user id.
 * No answer may be a 500, show a stack trace, or be an error without the JSON error body. Settings
 * is down (nothing listens on port 9) and the webhook secret is set: unsigned bodies are refused.
 */
import { Types } from 'mongoose';
import { domainFuzz } from '@scp/service-kit/domain-fuzz';
import type { FuzzRoute } from '@scp/service-kit/route-fuzz';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { createApp } from './app';
import { responderEnvShape } from './config';

const fx = serviceFixture({
  name: 'responder',
  createApp,
  extraConfig: responderEnvShape,
  env: {
    SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/',
    META_APP_SECRET: 'fuzz-meta-app-secret',
    META_WEBHOOK_VERIFY_TOKEN: 'fuzz-verify-token',
  },
});

const userId = new Types.ObjectId().toHexString();
const conversationId = new Types.ObjectId().toHexString();
const { as, withCallers, describeRoutes } = domainFuzz('responder', fx, userId);

const routes: FuzzRoute[] = [
  ...withCallers({ method: 'GET', path: '/api/responder/messages' }),
  ...withCallers({ method: 'GET', path: '/api/responder/tasks' }),
  ...withCallers({ method: 'GET', path: '/api/responder/webhooks/meta' }),
  ...withCallers({
    method: 'POST',
    path: '/api/responder/webhooks/meta',
    validBody: { object: 'page', entry: [{ id: '1', time: 1, messaging: [] }] },
  }),
  ...withCallers({
    method: 'GET',
    path: '/api/responder/conversations',
    queryKeys: ['platform', 'filter', 'q', 'limit', 'cursor'],
  }),
  ...withCallers({ method: 'GET', path: '/api/responder/conversations/unread' }),
  ...withCallers({ method: 'GET', path: '/api/responder/conversations/:id', params: { id: [conversationId] } }),
  ...withCallers({ method: 'POST', path: '/api/responder/conversations/:id/read', params: { id: [conversationId] } }),
  ...withCallers({
    method: 'POST',
    path: '/api/responder/conversations/:id/replies',
    params: { id: [conversationId] },
    validBody: { text: 'Thanks, it is on its way.' },
  }),
  ...withCallers({
    method: 'POST',
    path: '/api/responder/conversations/:id/replies/:replyId/retry',
    params: { id: [conversationId], replyId: [new Types.ObjectId().toHexString()] },
  }),
  ...withCallers({ method: 'GET', path: '/api/responder/saved-replies' }),
  ...withCallers({
    method: 'POST',
    path: '/api/responder/saved-replies',
    validBody: { title: 'Shipping', text: 'We ship within two days.' },
  }),
  ...withCallers({
    method: 'PUT',
    path: '/api/responder/saved-replies/:id',
    params: { id: [new Types.ObjectId().toHexString()] },
    validBody: { title: 'Shipping', text: 'We ship within two days.' },
  }),
  ...withCallers({
    method: 'DELETE',
    path: '/api/responder/saved-replies/:id',
    params: { id: [new Types.ObjectId().toHexString()] },
  }),
  ...withCallers({
    method: 'GET',
    path: '/api/responder/webhook-events',
    queryKeys: ['platform', 'offset', 'limit'],
  }),
  ...withCallers({ method: 'GET', path: '/api/responder/activity', queryKeys: ['platform', 'limit'] }),
  { method: 'GET', path: '/api/responder/:rest', params: { rest: ['nope', 'messages'] }, headers: as(() => userId) },
];

describeRoutes('responder route fuzz', routes);
