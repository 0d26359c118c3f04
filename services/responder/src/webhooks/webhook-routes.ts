import type { Router } from 'express';
import { rawBodyOf } from '@scp/service-kit/raw-body';
import type { MetaWebhooks } from './meta-webhooks';

export function registerWebhookRoutes(router: Router, meta: MetaWebhooks): void {
  // Meta calls these without a session (docs/architecture.md, Jobs and webhooks): the verify token and the signature are the authentication.
  router.get('/webhooks/meta', (req, res) => {
    res.type('text/plain').send(meta.verify(req.query as Record<string, unknown>));
  });

  router.post('/webhooks/meta', async (req, res) => {
    res.json(await meta.receive(rawBodyOf(req), req.get('x-hub-signature-256')));
  });
}
