import type { KeyObject } from 'node:crypto';
import { AppError } from '@scp/service-kit/errors';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  authInternalPaths,
  businessProfileSchema,
  type BusinessProfile,
} from '@scp/shared/contracts/auth/auth-internal';
import {
  analyticsToolResponseSchema,
  type AnalyticsToolName,
  type AnalyticsToolRequest,
  type AnalyticsToolResponse,
} from '@scp/shared/contracts/dashboard/analytics-tools';
import { dashboardInternalPaths } from '@scp/shared/contracts/dashboard/dashboard-internal';
import {
  connectedAccountsResponseSchema,
  type ConnectedAccount,
} from '@scp/shared/contracts/settings/connected-accounts';
import { onboardingInternalPaths } from '@scp/shared/contracts/onboarding/onboarding-internal';
import { goalResponseSchema, type Goal, type GoalInput } from '@scp/shared/contracts/onboarding/onboarding';
import { responderConfigResponseSchema, type ResponderConfig } from '@scp/shared/contracts/responder/responder-api';
import {
  responderInternalPaths,
  type ResponderInternalConfigRequest,
} from '@scp/shared/contracts/responder/responder-internal';
import {
  brandContextResponseSchema,
  settingsInternalPaths,
  type BrandContextResponse,
} from '@scp/shared/contracts/settings/settings-internal';
import {
  draftHandOverResponseSchema,
  studioInternalPaths,
  type DraftHandOverRequest,
} from '@scp/shared/contracts/studio/studio-internal';
import type { ContentPost } from '@scp/shared/contracts/assistant/assistant-api';
import type { NeighbourUrls } from '../config';

const missing = (service: string) => AppError.unavailable(`The ${service} service answered 404.`);

/**
 * The services the assistant reads (and, for an approved action, writes) for a user
 * (docs/architecture.md, Between services): each call signed as 'assistant' for that user alone, with a timeout and a 503 when the
 * neighbour is down. Nothing here can name another user.
 */
export function createNeighbours(options: { urls: NeighbourUrls; privateKey: KeyObject; timeoutMs?: number }) {
  const client = serviceClient({
    caller: 'assistant',
    privateKey: options.privateKey,
    baseUrls: options.urls,
    timeoutMs: options.timeoutMs,
  });
  return {
    async analyticsTool(
      userId: string,
      tool: AnalyticsToolName,
      request: AnalyticsToolRequest,
    ): Promise<AnalyticsToolResponse> {
      const answer = await client.post(
        'dashboard',
        `${dashboardInternalPaths.tools}/${tool}`,
        request,
        (body) => analyticsToolResponseSchema.parse(body),
        userId,
      );
      if (!answer) throw missing('dashboard');
      return answer;
    },

    async brandContext(userId: string): Promise<BrandContextResponse> {
      const answer = await client.get(
        'settings',
        settingsInternalPaths.brandContext,
        (body) => brandContextResponseSchema.parse(body),
        userId,
      );
      if (!answer) throw missing('settings');
      return answer;
    },

    async connectedAccounts(userId: string): Promise<ConnectedAccount[]> {
      const answer = await client.get(
        'settings',
        settingsInternalPaths.connectedAccounts,
        (body) => connectedAccountsResponseSchema.parse(body),
        userId,
      );
      if (!answer) throw missing('settings');
      return answer.accounts;
    },

    async businessProfile(userId: string): Promise<BusinessProfile> {
      const answer = await client.get(
        'auth',
        authInternalPaths.businessProfile,
        (body) => businessProfileSchema.parse(body),
        userId,
      );
      if (!answer) throw missing('auth');
      return answer;
    },

    /** Only ever called for an action the owner approved. */
    async addGoal(userId: string, goal: GoalInput): Promise<Goal> {
      const answer = await client.post(
        'onboarding',
        onboardingInternalPaths.goals,
        goal,
        (body) => goalResponseSchema.parse(body),
        userId,
      );
      if (!answer) throw missing('onboarding');
      return answer.goal;
    },

    /** Only ever called for an action the owner approved: the auto-responder's switch, as it now is. */
    async setResponderEnabled(userId: string, enabled: boolean): Promise<ResponderConfig> {
      const answer = await client.put(
        'responder',
        responderInternalPaths.config,
        { enabled } satisfies ResponderInternalConfigRequest,
        (body) => responderConfigResponseSchema.parse(body),
        userId,
      );
      if (!answer) throw missing('responder');
      if (!answer.success) throw AppError.unavailable('The responder service did not change the switch.');
      return answer.config;
    },

    /**
     * A draft handed over to the studio, which owns it from then on (docs/architecture.md, Who owns
     * what); `sourceId` is the assistant's id for it, so a repeat answers the same post. Its post id.
     */
    async handOverDraft(userId: string, post: ContentPost, sourceId: string): Promise<string> {
      const answer = await client.submit(
        'studio',
        studioInternalPaths.drafts,
        { post, sourceId } satisfies DraftHandOverRequest,
        (body) => draftHandOverResponseSchema.parse(body),
        userId,
      );
      return answer.postId;
    },
  };
}

export type Neighbours = ReturnType<typeof createNeighbours>;
