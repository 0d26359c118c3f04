import { Types } from 'mongoose';
import { FakeNeighbour, StatusAnswer } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, type ServiceCallMethod, type ServiceCallOptions } from '@scp/service-kit/testing';
import type { BusinessProfile } from '@scp/shared/contracts/auth/auth-internal';
import { processResponseSchema, type ProcessResponse } from '@scp/shared/contracts/assistant/assistant-api';
import type {
  AnalyticsToolResponse,
  AudienceHours,
  ContentPredictionResult,
  ExecutiveDashboardResult,
} from '@scp/shared/contracts/dashboard/analytics-tools';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import type { ConnectionStatus } from '@scp/shared/contracts/settings/connected-accounts';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { ResponderConfigResponse } from '@scp/shared/contracts/responder/responder-api';
import { responderInternalPaths } from '@scp/shared/contracts/responder/responder-internal';
import type { VoiceProfile } from '@scp/shared/contracts/settings/voice-profiles';
import {
  draftHandOverRequestSchema,
  studioInternalPaths,
  type DraftHandOverResponse,
} from '@scp/shared/contracts/studio/studio-internal';
import { createApp } from './app';
import { assistantEnvShape } from './config';

const DAY_MS = 24 * 3600 * 1000;
export const daysAgo = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);

export interface Day {
  date: string;
  revenue: number;
  orders: number;
  engagement: number;
  reach: number;
}

/** What the fake neighbours know of one user: their days, products, accounts, voice and profile. */
export interface World {
  days: Day[];
  /** The same length of days before, for the changes. */
  previous: Day[];
  topProducts: Array<{ productTitle: string; totalSales: number }>;
  platforms: Array<{ platform: PlatformKey; followers: number; status?: ConnectionStatus }>;
  shopConnected: boolean;
  voice: VoiceProfile | null;
  business: BusinessProfile;
  healthScore: number;
  tips: string[];
  /** Instagram's followers online by hour, as predict_content_performance answers it. */
  audienceHours?: AudienceHours | null;
}

const sum = (days: Day[], key: keyof Omit<Day, 'date'>) => days.reduce((total, day) => total + day[key], 0);
const change = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null);

/** `get_executive_dashboard` as the dashboard computes it, over the world's last `days`. */
export function executiveOf(world: World, days: number): ExecutiveDashboardResult {
  const current = world.days.slice(-days);
  const previous = world.previous.slice(-days);
  const revenue = sum(current, 'revenue');
  const orders = sum(current, 'orders');
  const aov = orders > 0 ? revenue / orders : 0;
  const previousRevenue = sum(previous, 'revenue');
  const previousOrders = sum(previous, 'orders');
  const followers = world.platforms.reduce((total, row) => total + row.followers, 0);
  const engagement = sum(current, 'engagement');
  return {
    range: { start: current[0]?.date ?? daysAgo(days - 1), end: current.at(-1)?.date ?? daysAgo(0), days },
    comparison: {
      start: previous[0]?.date ?? daysAgo(2 * days - 1),
      end: previous.at(-1)?.date ?? daysAgo(days),
      days,
    },
    currency: 'USD',
    shopConnected: world.shopConnected,
    lastUpdated: current.at(-1)?.date ?? null,
    kpis: {
      totalSales: revenue,
      totalOrders: orders,
      averageOrderValue: Math.round(aov * 100) / 100,
      totalRevenue: revenue,
      conversionRate: null,
      totalFollowers: followers,
      avgEngagementRate: followers > 0 ? Math.round((engagement / followers) * 10000) / 100 : 0,
      totalReach: sum(current, 'reach'),
      totalImpressions: 0,
      totalEngagements: engagement,
      clickThroughRate: null,
    },
    metrics: {
      revenue: { value: revenue, trend: change(revenue, previousRevenue) },
      orders: { value: orders, trend: change(orders, previousOrders) },
      aov: {
        value: aov,
        trend: previousOrders > 0 ? change(aov, previousRevenue / previousOrders) : null,
      },
      conversionRate: { value: null, trend: null },
      roas: { value: null, trend: null, adSpendEstimated: true },
    },
    health: { score: world.healthScore, status: world.healthScore >= 70 ? 'good' : 'warning', tips: world.tips },
    topProducts: world.topProducts.map((product, index) => ({ ...product, rank: index + 1 })),
    platforms: world.platforms.map((row) => ({
      platform: row.platform,
      accountId: `${row.platform}-1`,
      followers: row.followers,
      engagement: Math.round(engagement / world.platforms.length),
      engagementRate: 2,
      score: 70,
      label: 'Good',
    })),
    days: current,
  };
}

function toolAnswer(world: World, tool: string, body: { days?: number; content_type?: string }): AnalyticsToolResponse {
  const days = body.days ?? 30;
  const dataUsed = ['fixture'];
  switch (tool) {
    case 'get_executive_dashboard':
      return { tool, available: true, dataUsed, result: executiveOf(world, days) };
    case 'generate_weekly_report': {
      const week = executiveOf(world, 7);
      const best = [...week.days].sort((a, b) => b.revenue - a.revenue)[0];
      return {
        tool,
        available: true,
        dataUsed,
        result: {
          period: week.range,
          revenue: week.metrics.revenue,
          orders: week.metrics.orders,
          averageOrderValue: week.metrics.aov,
          followers: week.kpis.totalFollowers,
          engagements: week.kpis.totalEngagements,
          bestDay: best && best.revenue > 0 ? { date: best.date, revenue: best.revenue } : null,
          topProduct: week.topProducts[0] ?? null,
          health: { score: world.healthScore, status: 'good' },
          tips: world.tips,
        },
      };
    }
    case 'analyze_revenue_attribution':
      return {
        tool,
        available: world.shopConnected,
        dataUsed,
        result: {
          platforms: world.platforms.map((row) => ({
            platform: row.platform,
            accountId: 'x',
            engagement: 1,
            correlation: 0.62,
            share: 40,
          })),
        },
      };
    case 'predict_content_performance':
      return world.platforms.length > 0
        ? {
            tool,
            available: true,
            dataUsed,
            result: {
              contentType: 'image',
              method: 'fixture',
              platforms: world.platforms.map((row) => ({
                platform: row.platform,
                accountId: `${row.platform}-1`,
                expectedEngagement: 25,
                engagementRate: 2,
              })),
              audienceHours: world.audienceHours ?? null,
            } satisfies ContentPredictionResult,
          }
        : { tool, available: false, reason: 'No account', dataUsed: [], result: null };
    default:
      return {
        tool: tool as AnalyticsToolResponse['tool'],
        available: false,
        reason: 'Not synced',
        dataUsed: [],
        result: null,
      };
  }
}

/** A shop with `days` days of sales (revenue 100 x the day's number) and an Instagram account. */
export function shopWorld(overrides: Partial<World> = {}, length = 30): World {
  const make = (offset: number, scale: number): Day[] =>
    Array.from({ length }, (_, index) => {
      const back = offset + length - 1 - index;
      return {
        date: daysAgo(back),
        revenue: (index + 1) * 10 * scale,
        orders: index + 1,
        engagement: 40 + (index % 7) * 10,
        reach: 500,
      };
    });
  return {
    days: make(0, 10),
    previous: make(length, 10),
    topProducts: [
      { productTitle: 'Sourdough Loaf', totalSales: 1200 },
      { productTitle: 'Rye Bread', totalSales: 800 },
    ],
    platforms: [{ platform: 'instagram', followers: 2000 }],
    shopConnected: true,
    voice: null,
    business: { businessType: 'ecommerce', industry: 'food', companyName: "Bea's Bakes" },
    healthScore: 72,
    tips: ['Post three times a week to lift engagement.'],
    ...overrides,
  };
}

export const emptyWorld = (): World =>
  shopWorld({ days: [], previous: [], topProducts: [], platforms: [], shopConnected: false, healthScore: 0, tips: [] });

export function voiceProfile(overrides: Partial<VoiceProfile> = {}): VoiceProfile {
  return {
    id: 'v1',
    user_id: 'u',
    profile_name: 'Onboarding Profile',
    audience_description: 'Bread lovers in town',
    keywords: ['freshly baked'],
    voice_settings: { tone: 70, engagement: 50, creativity: 50, formality: 35 },
    is_default: true,
    tone_descriptors: ['Friendly'],
    core_values: [],
    approved_keywords: [],
    forbidden_keywords: [],
    on_brand_examples: [],
    writing_style_descriptors: [],
    target_audience_summary: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function accountsOf(world: World): ConnectedAccount[] {
  const rows: Array<{ platform: PlatformKey; followers: number | null; status?: ConnectionStatus }> = [
    ...(world.shopConnected ? [{ platform: 'shopify' as const, followers: null }] : []),
    ...world.platforms,
  ];
  return rows.map((row) => ({
    platform: row.platform,
    accountId: `${row.platform}-1`,
    identifier: `@${row.platform}`,
    displayName: row.platform,
    imageUrl: null,
    description: null,
    profileUrl: null,
    accountInfo: { followers: row.followers },
    connected: true,
    status: row.status ?? 'connected',
    error: null,
    tokenExpiresAt: null,
    lastSync: null,
    connectedAt: '2026-01-01T00:00:00.000Z',
  }));
}

/**
 * The assistant service on the embedded database, with fake dashboard, settings, auth, onboarding,
 * responder and studio services that answer each user's `World` (an empty one for a user not in `worlds`),
 * the way their internal APIs do (the contracts' shapes). `llmEnv` switches a model on.
 */
export function assistantFixture(options: { env?: () => Record<string, string> } = {}) {
  const worlds = new Map<string, World>();
  const goals: Array<{ userId: string; body: unknown }> = [];
  const worldOf = (userId: string | undefined) => worlds.get(userId ?? '') ?? emptyWorld();
  let goalAnswer: StatusAnswer | null = null;
  const dashboard = new FakeNeighbour((call) => {
    const tool = call.path.split('/').pop() ?? '';
    return toolAnswer(worldOf(call.userId), tool, (call.body ?? {}) as { days?: number });
  });
  const settings = new FakeNeighbour((call) => {
    const world = worldOf(call.userId);
    if (call.path.startsWith('/internal/settings/connected-accounts')) return { accounts: accountsOf(world) };
    return {
      voice: world.voice,
      brandKit: {
        logo_url: null,
        logo_light_url: null,
        logo_dark_url: null,
        primary_color: '#000000',
        secondary_color: '#FFFFFF',
        accent_color: '#0066CC',
      },
    };
  });
  const auth = new FakeNeighbour((call) => worldOf(call.userId).business);
  const onboarding = new FakeNeighbour((call) => {
    if (goalAnswer) return goalAnswer;
    goals.push({ userId: call.userId ?? '', body: call.body });
    const body = call.body as Record<string, unknown>;
    return {
      goal: {
        id: new Types.ObjectId().toHexString(),
        option: null,
        title: body.title,
        metric: body.metric,
        target: body.target,
        periodDays: body.periodDays ?? 30,
        deadline: null,
        active: true,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
    };
  });
  // The responder's internal switch: on or off as the PUT says, for that user.
  const responder = new FakeNeighbour((call): ResponderConfigResponse | StatusAnswer => {
    if (call.method !== 'PUT' || call.path !== responderInternalPaths.config) return new StatusAnswer(404, {});
    const { enabled } = call.body as { enabled: boolean };
    return { success: true, config: { enabled, updated_at: new Date().toISOString() } };
  });
  // The studio's hand-over: one post per owner and source id, as the studio keeps it (studio-internal.ts).
  const studioPosts = new Map<string, string>();
  const studio = new FakeNeighbour((call): DraftHandOverResponse | StatusAnswer => {
    if (call.method !== 'POST' || call.path !== studioInternalPaths.drafts) return new StatusAnswer(404, {});
    const { sourceId } = draftHandOverRequestSchema.parse(call.body);
    const key = `${call.userId}:${sourceId}`;
    const postId = studioPosts.get(key) ?? new Types.ObjectId().toHexString();
    studioPosts.set(key, postId);
    return { postId };
  });
  const neighbours = [dashboard, settings, auth, onboarding, responder, studio];
  beforeAll(async () => {
    await Promise.all(neighbours.map((neighbour) => neighbour.start()));
  });
  const fixture = serviceFixture({
    name: 'assistant',
    createApp,
    extraConfig: assistantEnvShape,
    env: () => ({
      DASHBOARD_SERVICE_URL: dashboard.url,
      SETTINGS_SERVICE_URL: settings.url,
      AUTH_SERVICE_URL: auth.url,
      ONBOARDING_SERVICE_URL: onboarding.url,
      RESPONDER_SERVICE_URL: responder.url,
      STUDIO_SERVICE_URL: studio.url,
      ...options.env?.(),
    }),
  });
  afterAll(async () => {
    await Promise.all(neighbours.map((neighbour) => neighbour.stop()));
  });
  afterEach(() => {
    for (const neighbour of neighbours) neighbour.mode = 'up';
    goalAnswer = null;
  });
  return Object.assign(fixture, {
    worlds,
    goals,
    dashboard,
    settings,
    auth,
    onboarding,
    responder,
    studio,
    answerGoalsWith(answer: StatusAnswer) {
      goalAnswer = answer;
    },
  });
}

export function newUserId(): string {
  return new Types.ObjectId().toHexString();
}

/** A request as the gateway forwards it to the assistant service, for this user. */
export function callAs(userId: string | undefined, app: Parameters<typeof callService>[0]) {
  return (method: ServiceCallMethod, path: string, options: Omit<ServiceCallOptions, 'userId'> = {}) =>
    callService(app, 'assistant', method, path, { ...options, userId });
}

/** A signed-in owner with this shop's world (if any), who asks the assistant and reads its answers. */
export function ownerIn(fx: ReturnType<typeof assistantFixture>, world?: World) {
  const userId = newUserId();
  if (world) fx.worlds.set(userId, world);
  const call = callAs(userId, fx.app);
  const ask = async (query: string, extra: Record<string, unknown> = {}): Promise<ProcessResponse> => {
    const answer = await call('post', '/process', { body: { query, ...extra } });
    expect(answer.status).toBe(200);
    return processResponseSchema.parse(answer.body);
  };
  return { userId, call, ask };
}
