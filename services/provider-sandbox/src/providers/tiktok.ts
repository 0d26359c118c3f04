import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { DataReply, registerDataEndpoint } from '../data-endpoints';
import { followersOn, isoDay } from '../generators';
import { avatarUrl } from '../identities';
import {
  mountStandardAuthorize,
  queryDelivery,
  secondsLeft,
  tokenEndpoint,
  type ErrorFormatter,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { param, requiredParam } from '../params';
import { mountTiktokAds } from './tiktok-ads';
import { registerTiktokInsights } from './tiktok-insights';
import { mountTiktokUpload, registerTiktokPublishing } from './tiktok-publishing';

const KNOWN_SCOPES = new Set([
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.list',
  'video.publish',
  'video.upload',
]);
const PROFILE_FIELDS = new Set(['username', 'bio_description', 'profile_deep_link', 'is_verified']);
const STATS_FIELDS = new Set(['follower_count', 'following_count', 'likes_count', 'video_count']);

function logId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

const tiktokTokenError: ErrorFormatter = (error) => ({
  status: error.status,
  body: { error: error.error, error_description: error.description, log_id: logId() },
});

export function mountTiktok(router: Router, flow: OAuthFlow): void {
  const config: ProviderOAuth = {
    provider: 'tiktok',
    platformName: 'TikTok',
    pkce: 'optional',
    isKnownScope: (scope) => KNOWN_SCOPES.has(scope),
    heading: () => 'Log in to TikTok',
    describe: (identity) => `@${identity.usernames.tiktok}`,
    deliver: queryDelivery({ withDescription: true, extra: (request) => ({ scopes: request.scopes.join(',') }) }),
  };
  // TikTok names the client id `client_key`.
  mountStandardAuthorize(router, '/v2/auth/authorize', flow, config, 'client_key');

  router.post(
    '/v2/oauth/token',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const client = flow.authenticateClient('tiktok', param(body, 'client_key'), param(body, 'client_secret'));
      const { identityId, scopes, code: fromCode } = flow.resolveGrant('tiktok', client, body, { rotate: true });
      const identity = flow.identityOf({ identityId });
      const { access, refresh } = flow.issue({
        provider: 'tiktok',
        clientId: client.clientId,
        identityId,
        scopes,
        accessPrefix: 'act.',
        refreshPrefix: 'rft.',
        fromCode,
      });
      return {
        access_token: access.value,
        expires_in: secondsLeft(access),
        open_id: identity.subjects.tiktok,
        refresh_expires_in: refresh ? secondsLeft(refresh) : undefined,
        refresh_token: refresh?.value,
        scope: scopes.join(','),
        token_type: 'Bearer',
      };
    }, tiktokTokenError),
  );

  // Disconnects the app from the person's TikTok account: the access and refresh tokens both stop working.
  router.post(
    '/v2/oauth/revoke',
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const client = flow.authenticateClient('tiktok', param(body, 'client_key'), param(body, 'client_secret'));
      flow.revokeByToken('tiktok', client, requiredParam(body, 'token'));
      return {};
    }, tiktokTokenError),
  );

  registerDataEndpoint('tiktok', 'GET', '/v2/user/info', (ctx) => {
    const fields =
      typeof ctx.query.fields === 'string'
        ? ctx.query.fields
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean)
        : [];
    if (!fields.length) {
      return new DataReply(400, {
        data: {},
        error: { code: 'invalid_params', message: 'The fields parameter is required.', log_id: logId() },
      });
    }
    const needs = (scope: string) => !ctx.token.scopes.includes(scope);
    if (
      (fields.some((f) => PROFILE_FIELDS.has(f)) && needs('user.info.profile')) ||
      (fields.some((f) => STATS_FIELDS.has(f)) && needs('user.info.stats'))
    ) {
      return new DataReply(401, {
        data: {},
        error: {
          code: 'scope_not_authorized',
          message: 'The user did not authorize the scope required for completing this request.',
          log_id: logId(),
        },
      });
    }
    const { identity } = ctx;
    const key = `tiktok:${identity.subjects.tiktok}`;
    const all: Record<string, unknown> = {
      open_id: identity.subjects.tiktok,
      union_id: identity.subjects.tiktokUnion,
      avatar_url: avatarUrl(ctx.publicUrl, identity),
      avatar_url_100: avatarUrl(ctx.publicUrl, identity),
      avatar_large_url: avatarUrl(ctx.publicUrl, identity),
      display_name: identity.name,
      username: identity.usernames.tiktok,
      bio_description: `${identity.shop.name} on TikTok`,
      profile_deep_link: `https://vm.tiktok.com/${identity.usernames.tiktok}`,
      is_verified: false,
      follower_count: followersOn(key, isoDay(new Date())),
      following_count: ctx.random('tiktok:following').int(50, 600),
      likes_count: ctx.random('tiktok:likes').int(2000, 90000),
      video_count: ctx.random('tiktok:videos').int(20, 300),
    };
    const user: Record<string, unknown> = {};
    for (const field of fields) if (all[field] !== undefined) user[field] = all[field];
    return { data: { user }, error: { code: 'ok', message: '', log_id: logId() } };
  });
  registerTiktokInsights();
  registerTiktokPublishing();
  mountTiktokUpload(router, flow.ctx);
  mountTiktokAds(router, flow);
}
