import { answerFromResults, numericLeaves, pickToolCalls, scriptedReply, type ScriptedMessage } from './scripted-model';

const ALL_TOOLS = [
  'get_executive_dashboard',
  'predict_content_performance',
  'generate_weekly_report',
  'get_brand_voice',
];

/** Every number written in a text, as the strings they are written as. */
function numbersIn(text: string): string[] {
  return text.match(/-?\d+(\.\d+)?/g) ?? [];
}

describe('picking tools', () => {
  it.each([
    ['What was my revenue last week?', [{ name: 'get_executive_dashboard', args: { days: 7 } }]],
    ['How many units sold this month?', [{ name: 'get_executive_dashboard', args: { days: 30 } }]],
    ['How am I doing?', [{ name: 'get_executive_dashboard', args: { days: 30 } }]],
    ['When is the best time to post?', [{ name: 'predict_content_performance', args: { content_type: 'image' } }]],
    ['Give me my weekly report', [{ name: 'generate_weekly_report', args: {} }]],
    ['Write a caption for my new cake', [{ name: 'get_brand_voice', args: {} }]],
    ['Draft a post about our sale', [{ name: 'get_brand_voice', args: {} }]],
    ['Tell me something', [{ name: 'get_executive_dashboard', args: { days: 30 } }]],
  ])('%s', (question, calls) => {
    expect(pickToolCalls(question, ALL_TOOLS)).toEqual(calls);
  });

  it('asks for several tools when the question needs several', () => {
    expect(pickToolCalls('Compare my sales with the weekly report', ALL_TOOLS).map((call) => call.name)).toEqual([
      'get_executive_dashboard',
      'generate_weekly_report',
    ]);
  });

  it('never calls a tool it was not offered', () => {
    expect(pickToolCalls('When to post?', ['get_executive_dashboard'])).toEqual([
      { name: 'get_executive_dashboard', args: { days: 30 } },
    ]);
    expect(pickToolCalls('Write a caption', ['lookup_weather'])).toEqual([]);
    expect(scriptedReply([{ role: 'user', text: 'Write a caption' }], ['lookup_weather'])).toEqual({
      kind: 'text',
      text: expect.stringContaining('"Write a caption"'),
    });
  });
});

describe('answering from tool results', () => {
  it('quotes the numbers in the results with their paths in words, and no other number', () => {
    const result = {
      currency: 'USD',
      kpis: { totalRevenue: 1234.5, orders: 17, average_order_value: 72.62 },
      days: [{ date: '2026-01-01', revenue: 99 }],
    };
    const text = answerFromResults([{ name: 'get_executive_dashboard', result }]);
    expect(text).toBe(
      'Based on get_executive_dashboard: kpis total revenue: 1234.5; kpis orders: 17; kpis average order value: 72.62; days (first) revenue: 99.',
    );
    expect(numbersIn(text).every((number) => ['1234.5', '17', '72.62', '99'].includes(number))).toBe(true);
  });

  it('lists at most six figures, names every tool once, and says when there are none', () => {
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`m${'abcdefghi'[index]}`, index * 11]));
    const text = answerFromResults([
      { name: 'a_tool', result: many },
      { name: 'b_tool', result: { note: 'none' } },
      { name: 'a_tool', result: {} },
    ]);
    expect(text.startsWith('Based on a_tool and b_tool: ')).toBe(true);
    expect(text.match(/: \d+/g)).toHaveLength(6);
    expect(text).toContain('and more figures in the results');
    expect(answerFromResults([{ name: 'get_brand_voice', result: { tone: 'warm' } }])).toBe(
      'Based on get_brand_voice: the results hold no figures to quote.',
    );
  });

  it('walks arrays, nested objects and a bare number', () => {
    expect(numericLeaves({ a: [[1, 2]], b: { c: { d: -3 } }, e: Infinity })).toEqual([
      { label: 'a (first) (first)', value: 1 },
      { label: 'a (first) (second)', value: 2 },
      { label: 'b c d', value: -3 },
    ]);
    expect(numericLeaves(42)).toEqual([{ label: 'result', value: 42 }]);
  });

  it('answers the last turn of tool results, not earlier ones', () => {
    const messages: ScriptedMessage[] = [
      { role: 'user', text: 'revenue?' },
      { role: 'model', text: '', calls: [{ name: 'get_executive_dashboard', args: { days: 30 } }] },
      { role: 'tool', name: 'get_executive_dashboard', result: { revenue: 10 } },
      { role: 'model', text: 'Based on ...', calls: [] },
      { role: 'user', text: 'and the weekly report?' },
      { role: 'model', text: '', calls: [{ name: 'generate_weekly_report', args: {} }] },
      { role: 'tool', name: 'generate_weekly_report', result: { posts: 4 } },
    ];
    expect(scriptedReply(messages, ALL_TOOLS)).toEqual({
      kind: 'text',
      text: 'Based on generate_weekly_report: posts: 4.',
    });
  });
});

describe('without tools', () => {
  it('answers a fixed sentence quoting the question', () => {
    const reply = scriptedReply([{ role: 'user', text: '  What is my  revenue? ' }], []);
    expect(reply).toEqual({ kind: 'text', text: expect.stringMatching(/^You asked: "What is my revenue\?"\. /) });
  });
});
