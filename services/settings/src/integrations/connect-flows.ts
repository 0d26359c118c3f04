import { randomToken } from '@scp/service-kit/oauth-client';
import { AppError } from '@scp/service-kit/errors';
import type { RedisClient } from '@scp/service-kit/redis';
import type { ConnectMode } from '@scp/shared/contracts/settings/connected-accounts';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

/** How long a person has on the platform's consent page. */
export const FLOW_TTL_SECONDS = 600;

/** One connection in progress, kept server-side under its state: the browser holds only the state. */
export interface ConnectFlow {
  userId: string;
  platform: PlatformKey;
  mode: ConnectMode;
  verifier: string;
  redirectUri: string;
  returnTo: string;
  shopDomain?: string;
  /** The connected TikTok account whose ad account this flow connects (TikTok's API for Business). */
  adsFor?: string;
}

const key = (state: string) => `integrations:connect-flow:${state}`;

/**
 * The state names its platform and mode in the clear (`<platform>.<mode>.<random>`): a callback
 * whose flow has expired or was already used can still say which connection failed, and how to
 * tell the browser. Only the random part, 256 bits, is what an attacker would have to guess.
 */
export function stateFor(platform: PlatformKey, mode: ConnectMode): string {
  return `${platform}.${mode}.${randomToken(32)}`;
}

export function describeState(state: string | null): { platform: PlatformKey; mode: ConnectMode } | undefined {
  const [platform, mode, random] = (state ?? '').split('.');
  if (!random || !(platformKeys as readonly string[]).includes(platform ?? '')) return undefined;
  if (mode !== 'popup' && mode !== 'page') return undefined;
  return { platform: platform as PlatformKey, mode };
}

/** Flows live in Redis (any instance may receive the callback); without it no connection can start. */
export function createConnectFlows(client: RedisClient | undefined) {
  const redis = () => {
    if (!client) throw AppError.unavailable();
    return client;
  };
  return {
    async save(state: string, flow: ConnectFlow): Promise<void> {
      await redis().set(key(state), JSON.stringify(flow), { EX: FLOW_TTL_SECONDS });
    },
    /**
     * The flow, left in place: whose it is must be known before it is used up, or anyone's request
     * with the state would spend the flow of the person who started it.
     */
    async peek(state: string): Promise<ConnectFlow | undefined> {
      const value = await redis().get(key(state));
      return value ? (JSON.parse(value) as ConnectFlow) : undefined;
    },
    /** The flow, once: a replayed callback finds nothing. */
    async take(state: string): Promise<ConnectFlow | undefined> {
      const value = await redis().getDel(key(state));
      return value ? (JSON.parse(value) as ConnectFlow) : undefined;
    },
  };
}

export type ConnectFlows = ReturnType<typeof createConnectFlows>;
