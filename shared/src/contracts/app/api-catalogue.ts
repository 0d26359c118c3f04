import type { $ZodType } from 'zod/v4/core';
import { accountsApiRoutes } from '../auth/accounts-api-routes';
import { sessionUserSchema, userMetadataSchema } from '../auth/session';
import { assistantApiRoutes } from '../assistant/assistant-api-routes';
import {
  assistantActionSchema,
  contentPostSchema,
  historyEntrySchema,
  processResponseSchema,
} from '../assistant/assistant-api';
import { dashboardApiRoutes } from '../dashboard/dashboard-api-routes';
import { accountSyncStatusSchema } from '../dashboard/sync';
import { errorBodySchema } from '../errors';
import { userEventSchema } from '../events';
import { connectedAccountSchema } from '../settings/connected-accounts';
import { onboardingApiRoutes } from '../onboarding/onboarding-api-routes';
import { goalSchema, onboardingFormDataSchema, onboardingProgressSchema } from '../onboarding/onboarding';
import { responderApiRoutes } from '../responder/responder-api-routes';
import {
  activityItemSchema,
  messageLogEntrySchema,
  responderConfigSchema,
  taskSchema,
} from '../responder/responder-api';
import { billingPriceSchema, billingSummarySchema } from '../settings/billing';
import { brandKitSchema } from '../settings/brand-kit';
import { settingsApiRoutes } from '../settings/settings-api-routes';
import { campaignSchema, postSchema } from '../studio/studio-api';
import { studioApiRoutes } from '../studio/studio-api-routes';
import { voiceProfileSchema } from '../settings/voice-profiles';
import type { ApiRoute } from './api-route';
import { appApiRoutes } from './app-api-routes';

/**
 * Every public route of the gateway (issue 18): what the browser and the platforms' webhooks can
 * reach at the gateway's origin, with the zod schemas its input and answers are validated and typed
 * with. The gateway generates its OpenAPI document (`/api/docs/openapi.json`) from it, and a test in
 * the gateway compares it with the routes the gateway and every service actually register, so a
 * route cannot be added without an entry here, nor an entry outlive its route.
 *
 * Not in it: the services' `/internal/<domain>/*` APIs (the gateway forwards only `/api/<domain>/*`),
 * the health probes, the static front end and the local-mode developer tools (`/dev/mailbox`,
 * `/api/dev/*`), which are not an API and answer 404 in production.
 *
 * Server side only: importing it brings every area's schemas along.
 */
export const apiCatalogue: readonly ApiRoute[] = [
  ...appApiRoutes,
  ...accountsApiRoutes,
  ...settingsApiRoutes,
  ...dashboardApiRoutes,
  ...onboardingApiRoutes,
  ...assistantApiRoutes,
  ...responderApiRoutes,
  ...studioApiRoutes,
];

/**
 * The records the API is about, named: the document lists each once as a component and refers to it
 * wherever an answer or a request holds one, instead of repeating it inline.
 */
export const apiComponentSchemas: Readonly<Record<string, $ZodType>> = {
  ErrorBody: errorBodySchema,
  SessionUser: sessionUserSchema,
  UserMetadata: userMetadataSchema,
  UserEvent: userEventSchema,
  VoiceProfile: voiceProfileSchema,
  BrandKit: brandKitSchema,
  BillingPrice: billingPriceSchema,
  BillingSummary: billingSummarySchema,
  ConnectedAccount: connectedAccountSchema,
  AccountSyncStatus: accountSyncStatusSchema,
  OnboardingFormData: onboardingFormDataSchema,
  OnboardingProgress: onboardingProgressSchema,
  Goal: goalSchema,
  AssistantAction: assistantActionSchema,
  ContentPost: contentPostSchema,
  AssistantAnswer: processResponseSchema,
  HistoryEntry: historyEntrySchema,
  MessageLogEntry: messageLogEntrySchema,
  ResponderTask: taskSchema,
  ResponderConfig: responderConfigSchema,
  ActivityItem: activityItemSchema,
  Post: postSchema,
  Campaign: campaignSchema,
};
