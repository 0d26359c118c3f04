import type { Logger } from '@scp/service-kit/logger';
import type { RedisClient } from '@scp/service-kit/redis';
import type { AuthSettings } from './config';

/** What the auth service's route modules are built from (made once in createApp). */
export interface AuthContext {
  settings: AuthSettings;
  /** The internal secret: session grants to the gateway are signed with it. */
  internalTokenSecret: string;
  localMode: boolean;
  logger: Logger;
  redis: RedisClient;
}
