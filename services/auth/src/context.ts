import type { KeyObject } from 'node:crypto';
import type { Logger } from '@scp/service-kit/logger';
import type { Mailer } from '@scp/service-kit/mailer';
import type { RedisClient } from '@scp/service-kit/redis';
import type { AuthSettings } from './config';

/** What the auth service's route modules are built from (made once in createApp). */
export interface AuthContext {
  settings: AuthSettings;
  /** Signs session grants, updates and revocations; the gateway holds the public half. */
  sessionGrantKey: KeyObject;
  localMode: boolean;
  logger: Logger;
  redis: RedisClient;
  /** The service's one SMTP transport: account mails and the Help centre's contact messages. */
  mailer: Mailer;
}
