import type { AiProfile, ProcessResponse } from '@scp/shared/contracts/assistant/assistant-api';

/** A good answer from the embedded analyst; `overrides` change any top-level field. */
export function processAnswer(overrides: Partial<ProcessResponse> = {}): ProcessResponse {
  return {
    response: 'Last week your shop made $1,240 from 31 orders, up 12% on the week before.',
    session_id: 's_1',
    workflow_type: 'analytics',
    status: 'success',
    agent: 'analytics_agent',
    metadata: {
      model: 'embedded-analyst',
      mode: 'embedded',
      confidence: 0.9,
      reasoning: 'Figures from the shop and the social accounts.',
      timestamp: '2026-11-20T10:00:00.000Z',
      intelligent_actions: true,
      tools_used: ['shop_sales', 'social_engagement'],
      date_range: { start: '2026-11-13', end: '2026-11-19' },
    },
    actions: [
      {
        id: 'a1',
        type: 'set_goal',
        label: 'Set a goal',
        primary: true,
        handler: 'approve',
        data: {},
      },
    ],
    suggested_actions: [],
    visual_data: null,
    content_posts: [],
    a2a_capabilities: [],
    ...overrides,
  };
}

/** A vague answer: four questions back, no figures, no data, nothing to click. */
export function vagueAnswer(): ProcessResponse {
  const good = processAnswer();
  return {
    ...good,
    response: 'Could you tell me more? Which shop? Which week? Do you mean sales or visits?',
    metadata: { ...good.metadata, tools_used: [], date_range: null },
    actions: [],
  };
}

export function aiProfile(overrides: Partial<AiProfile> = {}): AiProfile {
  return {
    businessProfile: { type: 'online_shop', industry: 'Bakery', expertise: 'intermediate' },
    lastActive: '2026-11-20T10:00:00.000Z',
    totalConversations: 12,
    averageQuality: 0.72,
    qualityLabel: 'Good',
    topWorkflows: [
      { workflow: 'analytics', count: 7 },
      { workflow: 'content', count: 5 },
    ],
    complete: false,
    ...overrides,
  };
}
