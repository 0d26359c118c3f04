import type { Router } from 'express';
import { helpContactRequestSchema, type HelpContactResponse } from '@scp/shared/contracts/auth/help-contact';
import type { AuthContext } from '../config';
import { createHelpContact } from './help-contact-service';

/**
 * The Help centre's public endpoint under /api/auth (issue 16): `POST /help/contact`, open to anyone
 * (the gateway forwards anonymous requests; a signed-in sender's account id goes into the mail).
 * The body is parsed with the shared strict schema first, so bad input is a 400 naming the field
 * and costs nothing of the sender's hourly allowance. 202: the mail server has accepted the mail.
 */
export function registerHelpRoutes(router: Router, context: AuthContext): void {
  const contact = createHelpContact({
    redis: context.redis,
    mailer: context.mailer,
    logger: context.logger,
    supportEmail: context.settings.supportEmail,
  });

  router.post('/help/contact', async (req, res) => {
    const request = helpContactRequestSchema.parse(req.body);
    await contact.send(request, { ip: req.ip ?? 'unknown', userId: req.identity?.userId });
    res.status(202).json({ sent: true } satisfies HelpContactResponse);
  });
}
