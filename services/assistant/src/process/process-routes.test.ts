import { postLimits } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { ConversationEntryModel } from '../conversations/conversation-model';
import {
  assistantFixture,
  callAs,
  daysAgo,
  executiveOf,
  ownerIn,
  shopWorld,
  voiceProfile,
  type World,
} from '../assistant-harness.test.util';

const fx = assistantFixture();
const owner = (world?: World) => ownerIn(fx, world);

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

describe('POST /api/assistant/process: answers from the owner’s own figures', () => {
  it("'How did my shop do last week?' quotes the last 7 days' sales, with a chart of each day", async () => {
    const world = shopWorld();
    const { ask, userId } = owner(world);
    const answer = await ask('How did my shop do last week?');
    const week = executiveOf(world, 7);
    expect(answer).toMatchObject({
      status: 'success',
      workflow_type: 'analytics',
      agent: 'analytics_agent',
      metadata: {
        model: 'embedded-analyst-1',
        mode: 'embedded',
        tools_used: ['get_executive_dashboard'],
        date_range: { start: daysAgo(6), end: daysAgo(0) },
      },
    });
    expect(answer.response).toContain(`From ${daysAgo(6)} to ${daysAgo(0)}`);
    expect(answer.response).toContain(`made ${money(week.kpis.totalSales)} from ${week.kpis.totalOrders} orders`);
    expect(answer.response).toContain('Sourdough Loaf');
    expect(answer.visual_data).toEqual({
      type: 'bar',
      title: 'Sales by day',
      range: { start: daysAgo(6), end: daysAgo(0) },
      unit: 'currency',
      points: world.days.slice(-7).map((day) => ({ label: day.date, value: day.revenue })),
    });
    // The dashboard was asked for this user's 7 days, by the assistant.
    expect(fx.dashboard.callsOf(userId)).toEqual([
      expect.objectContaining({
        caller: 'assistant',
        path: '/internal/dashboard/tools/get_executive_dashboard',
        body: { days: 7 },
      }),
    ]);
  });

  it('every figure in the answer is one of the tool’s figures', async () => {
    const world = shopWorld();
    const { ask } = owner(world);
    const answer = await ask('How am I doing this month?');
    const figures = executiveOf(world, 30);
    const allowed = new Set(
      JSON.stringify(figures)
        .match(/\d+(\.\d+)?/g)
        ?.flatMap((raw) => [raw, String(Math.round(Number(raw))), Math.round(Number(raw)).toLocaleString('en-US')]),
    );
    const quoted = answer.response.replace(/\d{4}-\d{2}-\d{2}/g, '').match(/\d[\d,]*(\.\d+)?/g) ?? [];
    expect(quoted.length).toBeGreaterThan(3);
    for (const figure of quoted) expect(allowed).toContain(figure);
  });

  it('with nothing connected it says so, quotes no figure, and offers to connect', async () => {
    const { ask } = owner();
    const answer = await ask('How is my shop doing?');
    expect(answer.status).toBe('needs_data');
    expect(answer.response).toContain('no shop or social account of yours has synced any figures');
    expect(answer.response).not.toMatch(/\$\d|\d+ orders/);
    expect(answer.visual_data).toBeNull();
    expect(answer.actions).toEqual([
      expect.objectContaining({
        type: 'connect_platform',
        handler: 'navigate',
        data: { href: '/settings/integrations' },
      }),
    ]);
  });

  it('what sold best: the top products with their sales, as a bar chart', async () => {
    const { ask } = owner(shopWorld());
    const answer = await ask('What sold best this month?');
    expect(answer.workflow_type).toBe('analytics');
    expect(answer.response).toContain('1. Sourdough Loaf: $1,200; 2. Rye Bread: $800');
    expect(answer.visual_data?.points).toEqual([
      { label: 'Sourdough Loaf', value: 1200 },
      { label: 'Rye Bread', value: 800 },
    ]);
  });

  it('why revenue dropped: the change split into orders and order value', async () => {
    const world = shopWorld();
    // The last 7 days sold half of the 7 before, in as many orders.
    world.previous = world.previous.map((day, index) => ({ ...day, revenue: world.days[index]?.revenue ?? 0 }));
    world.days = world.days.map((day) => ({ ...day, revenue: day.revenue / 2 }));
    const { ask } = owner(world);
    const answer = await ask('Why did revenue drop last week?');
    const week = executiveOf(world, 7);
    expect(week.metrics.revenue.trend).toBeLessThan(0);
    expect(answer.response).toContain(`Revenue fell ${week.metrics.revenue.trend}% to ${money(week.kpis.totalSales)}`);
    expect(answer.response).toContain('Smaller orders explain most of it');
    expect(answer.response).toContain('instagram engagement moves with your sales (correlation 0.62)');
    expect(answer.metadata.tools_used).toEqual(['get_executive_dashboard', 'analyze_revenue_attribution']);
  });

  it('best time to post: the weekday with the most engagement, and the next such date', async () => {
    const world = shopWorld({}, 90);
    // Engagement only on Fridays.
    world.days = world.days.map((day) => ({
      ...day,
      engagement: new Date(`${day.date}T00:00:00Z`).getUTCDay() === 5 ? 120 : 0,
    }));
    const { ask } = owner(world);
    const answer = await ask('When is the best time to post?');
    expect(answer.workflow_type).toBe('market_intelligence');
    expect(answer.response).toContain('Fridays are your best day');
    expect(answer.response).toContain('averaged 120 engagements on a Friday');
    expect(answer.response).toContain('per day, not per hour');
    expect(answer.visual_data?.points.find((point) => point.label === 'Fri')?.value).toBe(120);
  });

  it("best time with Instagram's hourly audience: the busiest hour, and a draft scheduled then", async () => {
    const world = shopWorld({ voice: voiceProfile() }, 90);
    world.days = world.days.map((day) => ({
      ...day,
      engagement: new Date(`${day.date}T00:00:00Z`).getUTCDay() === 5 ? 120 : 0,
    }));
    world.audienceHours = {
      timeZone: 'UTC',
      hours: Array.from({ length: 24 }, (_, hour) => (hour === 19 ? 640.5 : hour * 10)),
      bestHour: 19,
      hoursDataDays: 30,
      accounts: 1,
    };
    const { ask } = owner(world);
    const answer = await ask('When is the best time to post?');
    expect(answer.response).toContain(
      'Your Instagram followers are most online at 19:00 UTC (about 641 of them, averaged over 30 days).',
    );
    expect(answer.response).toMatch(/Next slot: \d{4}-\d{2}-\d{2} at 19:00 UTC\./);
    expect(answer.response).not.toContain('per day, not per hour');
    expect(answer.visual_data).toMatchObject({ title: 'Instagram followers online by hour (UTC)' });
    expect(answer.visual_data?.points[19]).toEqual({ label: '19h', value: 640.5 });
    expect(answer.metadata.tools_used).toEqual(['get_executive_dashboard', 'predict_content_performance']);

    const post = (await ask('Write an Instagram post about rye bread')).content_posts[0];
    expect(post?.scheduledTime).toMatch(/^\d{4}-\d{2}-\d{2}T19:00:00Z$/);
    expect(new Date(post?.scheduledTime ?? '').getUTCDay()).toBe(5);
    expect(post?.tips[0]).toBe('Post on a Friday around 19:00 UTC: your audience is most active then.');
  });

  it('the weekly report', async () => {
    const world = shopWorld();
    const { ask } = owner(world);
    const answer = await ask('Give me my weekly report');
    const week = executiveOf(world, 7);
    expect(answer.response).toContain(`Weekly report, ${daysAgo(6)} to ${daysAgo(0)}.`);
    expect(answer.response).toContain(`Sales: ${money(week.kpis.totalSales)}`);
    expect(answer.response).toContain('Health score: 72');
    expect(answer.metadata.tools_used).toEqual(['generate_weekly_report', 'get_executive_dashboard']);
  });
});

describe('content posts in the brand voice', () => {
  it('an Instagram post in the saved voice: its words in, its forbidden words out, within the limit', async () => {
    const world = shopWorld({
      voice: voiceProfile({
        keywords: ['freshly baked'],
        forbidden_keywords: ['cheap'],
        tone_descriptors: ['Playful'],
      }),
    });
    const { ask, userId } = owner(world);
    const answer = await ask('Write an Instagram post about our cheap new sourdough');
    expect(answer.workflow_type).toBe('content');
    expect(answer.content_posts).toHaveLength(1);
    const [post] = answer.content_posts;
    expect(post).toMatchObject({ platform: 'instagram', media: null });
    expect(post?.caption).toContain('Guess what just landed?');
    expect(post?.caption).toContain('new sourdough');
    expect(post?.caption).toContain('Freshly baked');
    expect(post?.caption.toLowerCase()).not.toContain('cheap');
    expect(post?.hashtags).toContain('#NewSourdough');
    expect(post?.caption.length).toBeLessThanOrEqual(postLimits.instagram.caption);
    expect(answer.response).toContain('in your playful brand voice, without your forbidden words');
    // A draft is offered, not saved: nothing reaches the studio until the owner approves it.
    expect(answer.actions[0]).toMatchObject({ type: 'save_draft', handler: 'approve', primary: true });
    expect(fx.studio.callsOf(userId)).toEqual([]);
  });

  it('a post for X stays within 280 characters; several platforms make a multi-platform answer', async () => {
    const { ask } = owner(shopWorld({ voice: voiceProfile() }));
    const answer = await ask(
      'Write a post for Twitter and LinkedIn about the weekend market stall with fresh rye and croissants',
    );
    expect(answer.workflow_type).toBe('multi_platform');
    expect(answer.content_posts.map((post) => post.platform)).toEqual(['linkedin', 'twitter']);
    const tweet = answer.content_posts.find((post) => post.platform === 'twitter');
    expect(tweet?.caption.length).toBeLessThanOrEqual(280);
  });

  it('without a voice it says so and writes in a friendly tone', async () => {
    const { ask } = owner(shopWorld());
    const answer = await ask('Write a caption about my best seller');
    expect(answer.content_posts[0]?.caption).toContain('Sourdough Loaf');
    expect(answer.response).toContain('no brand voice is saved yet');
    expect(answer.actions.map((action) => action.type)).toContain('open_page');
  });
});

describe('the workflow router', () => {
  it.each([
    ['How is my shop doing?', 'analytics', 'analytics_agent'],
    ['What sold best?', 'analytics', 'analytics_agent'],
    ['When should I post?', 'market_intelligence', 'market_intelligence_agent'],
    ['Write an Instagram post about scones', 'content', 'content_agent'],
    ['Set a goal of 300 orders', 'conversation', 'conversation_agent'],
    ['Turn on the auto-responder', 'conversation', 'conversation_agent'],
    ['What is my brand voice?', 'brand_optimization', 'brand_agent'],
    ['Generate an image of a cake', 'image_generation', 'image_agent'],
    ['Hello there', 'conversation', 'conversation_agent'],
  ])('%s -> %s', async (query, workflow, agent) => {
    const { ask } = owner(shopWorld());
    const answer = await ask(query);
    expect(answer).toMatchObject({ workflow_type: workflow, agent });
  });

  it('a named workflow keeps its own kind of answer', async () => {
    const { ask } = owner(shopWorld());
    expect((await ask('Hello there', { workflow_type: 'analytics' })).metadata.tools_used).toEqual([
      'get_executive_dashboard',
    ]);
    expect((await ask('sourdough', { workflow_type: 'content' })).content_posts).toHaveLength(1);
  });
});

describe('the user, the history and failures', () => {
  it("a body's user_id of another user is ignored: the answer is the session user's", async () => {
    const alice = owner(shopWorld());
    const bob = owner(shopWorld({ topProducts: [{ productTitle: 'Bob Secret Cake', totalSales: 5 }] }));
    const answer = await alice.ask('What sold best?', { user_id: bob.userId });
    expect(answer.response).not.toContain('Bob Secret Cake');
    expect(fx.dashboard.callsOf(bob.userId)).toEqual([]);
    expect(await ConversationEntryModel.countDocuments({ userId: bob.userId })).toBe(0);
  });
  it('a neighbour that is down: one retry, then the spec’s error answer with Try Again', async () => {
    const { ask, userId } = owner(shopWorld());
    fx.dashboard.mode = 'error';
    const answer = await ask('How is my shop doing?');
    expect(answer).toMatchObject({
      status: 'error',
      response: assistantTexts.assistant.errorResponse,
      actions: [{ type: 'retry', handler: 'retry', label: 'Try Again', prompt: 'How is my shop doing?' }],
    });
    expect(fx.dashboard.callsOf(userId)).toHaveLength(2);
    expect(await ConversationEntryModel.countDocuments({ userId })).toBe(0);
  });

  it.each([
    ['an empty question', { query: '   ' }],
    ['a question of 2,001 characters', { query: 'x'.repeat(2001) }],
    ['no question', {}],
    ['an unknown workflow', { query: 'Hi', workflow_type: 'mind_reading' }],
    [
      'six history entries',
      { query: 'Hi', context: { history: Array.from({ length: 6 }, () => ({ role: 'user', content: 'x' })) } },
    ],
    ['a malformed session id', { query: 'Hi', session_id: '../../etc' }],
    ['an unknown field', { query: 'Hi', admin: true }],
    ['an operator in the question', { query: { $gt: '' } }],
  ])('%s is a 400 and nothing is stored', async (_name, body) => {
    const { call, userId } = owner(shopWorld());
    const answer = await call('post', '/process', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(await ConversationEntryModel.countDocuments({ userId })).toBe(0);
  });

  it('a body that is not JSON is a 400; no session is a 401', async () => {
    const { call } = owner();
    expect((await call('post', '/process', { rawJson: '{"query":' })).status).toBe(400);
    expect((await callAs(undefined, fx.app)('post', '/process', { body: { query: 'Hi' } })).status).toBe(401);
  });
});
