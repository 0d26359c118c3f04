import { historyResponseSchema } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantFixture, ownerIn, shopWorld, type World } from '../assistant-harness.test.util';

const fx = assistantFixture();
const owner = (world?: World) => ownerIn(fx, world);

describe('GET /api/assistant/history', () => {
  it('keeps each session’s exchanges, oldest first, and their number as asked', async () => {
    const { ask, call } = owner(shopWorld());
    for (const query of ['How am I doing?', 'What sold best?', 'Weekly report please'])
      await ask(query, { session_id: 'chat-1' });
    await ask('Hello there', { session_id: 'chat-2' });
    const history = historyResponseSchema.parse((await call('get', '/history?session_id=chat-1')).body);
    expect(history.entries.map((entry) => entry.query)).toEqual([
      'How am I doing?',
      'What sold best?',
      'Weekly report please',
    ]);
    expect(history.entries[0]?.answer.session_id).toBe('chat-1');
    const last = (await call('get', '/history?session_id=chat-1&limit=1')).body;
    expect(last.entries.map((entry: { query: string }) => entry.query)).toEqual(['Weekly report please']);
    expect((await call('get', '/history?limit=500')).status).toBe(400);
  });
});

describe('GET /api/assistant/profile', () => {
  it('counts the conversations, their quality and top workflows, with the business from the profile', async () => {
    const { ask, call } = owner(shopWorld());
    const empty = (await call('get', '/profile')).body;
    expect(empty).toMatchObject({ totalConversations: 0, lastActive: null, averageQuality: 0, complete: false });
    await ask('How am I doing?');
    await ask('What sold best?');
    await ask('Write an Instagram post about rye bread');
    const profile = (await call('get', '/profile')).body;
    expect(profile).toMatchObject({
      businessProfile: { type: 'ecommerce', industry: 'food', expertise: 'beginner' },
      totalConversations: 3,
      topWorkflows: [
        { workflow: 'analytics', count: 2 },
        { workflow: 'content', count: 1 },
      ],
      complete: false,
    });
    expect(profile.averageQuality).toBeGreaterThan(0.5);
    expect(['Excellent', 'Good']).toContain(profile.qualityLabel);
  });
});
