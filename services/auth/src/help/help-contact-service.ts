import { helpContactLimits, type HelpContactRequest } from '@scp/shared/contracts/auth/help-contact';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { clientAddressKey } from '@scp/service-kit/client-address';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import type { Mailer } from '@scp/service-kit/mailer';
import type { RedisClient } from '@scp/service-kit/redis';
import { createRedisLimiter, isLimitReached, retryAfterHeader } from '@scp/service-kit/redis-limiter';
import { helpContactMail } from './help-contact-mail';

/** The words of a contact message that could not be handed to the mail server (ours). */
export const HELP_CONTACT_SEND_FAILED = 'Your message could not be sent right now. Please try again in a few minutes.';

export interface HelpContact {
  /**
   * Mails one contact message to support. Counts it against the client's hourly allowance first:
   * 429 (with Retry-After) past it, 503 when Redis is away (never an unlimited form); 503 when the
   * mail server refuses or does not answer.
   */
  send(request: HelpContactRequest, from: { ip: string; userId: string | undefined }): Promise<void>;
}

/**
 * The Help centre's contact form (issue 16): at most `helpContactLimits.maxPerWindow` messages an
 * hour per client address (an IPv6 client per /64, `clientAddressKey`), counted in Redis so every
 * instance shares the count; each message is one mail to the support address.
 */
export function createHelpContact(deps: {
  redis: RedisClient;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
  now?: () => Date;
}): HelpContact {
  const { logger, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = createRedisLimiter({
    redis: deps.redis,
    name: 'help contact limit',
    keyPrefix: 'rl:help-contact',
    points: helpContactLimits.maxPerWindow,
    windowSeconds: helpContactLimits.windowSeconds,
  });

  return {
    async send(request, from) {
      try {
        await limiter.consume(clientAddressKey(from.ip));
      } catch (rejection) {
        if (isLimitReached(rejection)) {
          throw new AppError(429, 'RATE_LIMITED', appTexts.errors.rateLimited, undefined, retryAfterHeader(rejection));
        }
        logger.warn({ err: rejection }, 'help contact limit unavailable');
        throw AppError.unavailable();
      }
      const mail = helpContactMail({
        supportEmail: deps.supportEmail,
        request,
        userId: from.userId,
        receivedAt: now(),
      });
      try {
        await mailer.send(mail);
      } catch (err) {
        // The error names the server and its reply; the message itself is never logged.
        logger.error({ err, mail: mail.kind }, 'help contact mail could not be sent');
        throw AppError.unavailable(HELP_CONTACT_SEND_FAILED);
      }
    },
  };
}
