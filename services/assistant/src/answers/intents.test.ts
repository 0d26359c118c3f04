import { daysAsked, intentOf, platformsNamed, postTopic, routeQuery } from './intents';

describe('the intents of a question', () => {
  it.each([
    ['How am I doing?', 'performance'],
    ['How did my shop do last week?', 'performance'],
    ['What sold best this month?', 'top_products'],
    ['Which are my best sellers?', 'top_products'],
    ['Why did revenue drop?', 'revenue_drop'],
    ['why are my sales down', 'revenue_drop'],
    ["What's my customer lifetime value?", 'customers'],
    ['How many customers come back?', 'customers'],
    ['What is my repeat rate?', 'customers'],
    ['Show my cohorts', 'customers'],
    ['When should I post?', 'best_time'],
    ['What is the best time to post on Instagram?', 'best_time'],
    ['Write an Instagram post about scones', 'write_post'],
    ['Give me a caption for my new candle', 'write_post'],
    ['Weekly report please', 'weekly_report'],
    ['Set a goal of 300 orders', 'set_goal'],
    ['Connect my TikTok account', 'connect'],
    ['Generate an image of a cake', 'image'],
    ['Tell me about my brand voice', 'brand'],
    ['Turn on the auto-responder', 'enable_responder'],
    ['Turn the autoresponder on please', 'enable_responder'],
    ['Answer my DMs automatically', 'enable_responder'],
    ['Can you reply to customer messages for me?', 'enable_responder'],
    ['Enable ResponseFlow', 'enable_responder'],
    ['Switch on auto replies', 'enable_responder'],
    ['Automatically reply to my Instagram comments', 'enable_responder'],
    ['Turn off the auto-responder', 'help'],
    ['Stop answering my DMs automatically', 'help'],
    ['Write a post about our new auto-reply feature', 'write_post'],
    ['Hello there', 'help'],
  ])('%s -> %s', (query, intent) => {
    expect(intentOf(query)).toBe(intent);
  });

  it('routes a content question naming several platforms to multi_platform; a named workflow keeps its kind', () => {
    expect(routeQuery('Write a post for Facebook and LinkedIn about rye', 'router').workflow).toBe('multi_platform');
    expect(routeQuery('Hello', 'analytics')).toEqual({ intent: 'performance', workflow: 'analytics' });
    expect(routeQuery('Turn on the auto-responder', 'router')).toEqual({
      intent: 'enable_responder',
      workflow: 'conversation',
    });
    expect(routeQuery('Turn on the auto-responder', 'content').intent).toBe('write_post');
    expect(routeQuery('What sold best?', 'market_intelligence')).toEqual({
      intent: 'top_products',
      workflow: 'market_intelligence',
    });
  });

  it('reads the days a question is about', () => {
    expect(
      ['last week', 'the past 14 days', 'yesterday', 'this quarter', 'this year', 'this month', 'so far'].map((q) =>
        daysAsked(q),
      ),
    ).toEqual([7, 14, 1, 90, 365, 30, 30]);
    expect(daysAsked('the last 9999 days')).toBe(365);
  });

  it('finds the platforms named and the topic of a post', () => {
    expect(platformsNamed('a tweet and an Insta reel')).toEqual(['instagram', 'twitter']);
    expect(postTopic('Write an Instagram post about our new sourdough.')).toBe('new sourdough');
    expect(postTopic('Write a post for Facebook promoting the winter sale')).toBe('winter sale');
    expect(postTopic('Write a caption')).toBe('');
  });
});
