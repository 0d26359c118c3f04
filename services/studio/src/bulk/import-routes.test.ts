import { createClient } from 'redis';
import sharp from 'sharp';
import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import type { ShopProduct } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import {
  campaignDetailResponseSchema,
  campaignImportResponseSchema,
  type ImportRow,
} from '@scp/shared/contracts/studio/studio-api';
import { instantOf, localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { createApp } from '../app';
import { studioEnvShape } from '../config';
import { PostModel } from '../posts/post-model';
import { createPostService } from '../posts/post-service';
import { account, callAs, newUserId } from '../studio-harness.test.util';

// POST /api/studio/campaigns/:campaignId/import: a CSV file of posts, checked row by row and stored
// as the campaign's scheduled posts all at once, or its good rows only; settings (accounts) and the
// dashboard (shop products) are real HTTP servers answering per owner.

const accountsOf = new Map<string, SyncAccount[]>();
const productsOf = new Map<string, ShopProduct[]>();
const settings = new FakeNeighbour((call) => ({ accounts: accountsOf.get(call.userId ?? '') ?? [] }));
// As the dashboard answers: `handle` exactly (any letter case), `q` as a part of the title.
const dashboard = new FakeNeighbour((call) => {
  const params = new URL(call.path, 'http://x').searchParams;
  const q = params.get('q')?.toLowerCase() ?? '';
  const handle = params.get('handle')?.toLowerCase();
  return {
    products: (productsOf.get(call.userId ?? '') ?? []).filter((item) =>
      handle === undefined ? item.title.toLowerCase().includes(q) : item.handle === handle,
    ),
  };
});
let redis: TestRedis | undefined;
beforeAll(async () => {
  [redis] = await Promise.all([startTestRedis(), settings.start(), dashboard.start()]);
});
const fx = serviceFixture({
  name: 'studio',
  createApp,
  extraConfig: studioEnvShape,
  redisUrl: () => (redis as TestRedis).url,
  env: () => ({ SETTINGS_SERVICE_URL: settings.url, DASHBOARD_SERVICE_URL: dashboard.url }),
});
afterAll(async () => {
  await Promise.all([settings.stop(), dashboard.stop()]);
  await redis?.stop();
});
afterEach(() => {
  dashboard.mode = 'up';
});

const zone = 'Europe/Berlin';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day `days` from now in the owner's zone, `YYYY-MM-DD`. */
const dayIn = (days: number) => localTimeOf(new Date(Date.now() + days * DAY_MS), zone).slice(0, 10);

const candle: ShopProduct = {
  productId: '1',
  shopDomain: 'shop.example.com',
  handle: 'spring-candle',
  // Renamed since it was created: Shopify keeps the handle, so no title search finds it by its handle.
  title: 'Lavender Candle',
  price: '24.00',
  currency: 'EUR',
  imageUrl: null,
  url: 'https://shop.example.com/products/spring-candle',
};

async function owner() {
  const userId = newUserId();
  accountsOf.set(userId, [
    account('twitter', 'x1'),
    account('facebook', 'page1'),
    account('linkedin', 'li1'),
    account('tiktok', 'tt1', false),
  ]);
  productsOf.set(userId, [candle]);
  const call = callAs(userId, fx.app);
  const made = await call('post', '/campaigns', {
    body: { name: 'Spring sale', startDate: dayIn(1), endDate: dayIn(60), goal: '200 orders' },
  });
  expect(made.status).toBe(201);
  const campaignId = String(made.body.campaign.id);
  const upload = (csv: string | Buffer, query: string) =>
    call('post', `/campaigns/${campaignId}/import?${query}`, { body: csv, headers: { 'content-type': 'text/csv' } });
  const check = (csv: string | Buffer) => upload(csv, `mode=check&timeZone=${encodeURIComponent(zone)}`);
  const importAll = (csv: string | Buffer, onlyValidRows = false) =>
    upload(csv, `mode=import&timeZone=${encodeURIComponent(zone)}${onlyValidRows ? '&onlyValidRows=true' : ''}`);
  const stored = async () =>
    campaignDetailResponseSchema.parse((await call('get', `/campaigns/${campaignId}`)).body).posts;
  return { userId, call, campaignId, check, importAll, stored };
}

const problemsOf = (rows: ImportRow[], row: number) => rows.find((one) => one.row === row)?.problems ?? [];

describe('campaign import from CSV', () => {
  it('checks a good file (BOM, CRLF, quoted commas, line breaks and quotes) without storing, then imports every row', async () => {
    const { check, importAll, stored } = await owner();
    const day = dayIn(10);
    const csv =
      '\uFEFFDate,Time,Platforms,Text,Product handle\r\n' +
      `${day},9:30,x; facebook,"Spring is here, finally.\r\nSay ""hello""!",\r\n` +
      `${day},18:05,LinkedIn,Our candle,spring-candle\r\n`;
    const checked = await check(csv);
    expect(checked.status).toBe(200);
    const body = campaignImportResponseSchema.parse(checked.body);
    expect(body).toMatchObject({ mode: 'check', okCount: 2, imported: 0 });
    expect(body.rows.map((row) => [row.row, row.ok, row.platforms, row.postId])).toEqual([
      [2, true, ['twitter', 'facebook'], null],
      [3, true, ['linkedin'], null],
    ]);
    const nineThirty = instantOf(`${day}T09:30`, zone);
    expect(body.rows[0]?.at).toBe(nineThirty.ok ? nineThirty.instant.toISOString() : 'a time in the zone');
    expect(await stored()).toEqual([]);

    const imported = await importAll(csv);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ mode: 'import', okCount: 2, imported: 2 });
    const posts = await stored();
    expect(posts).toHaveLength(2);
    const [first, second] = posts;
    expect(first).toMatchObject({
      status: 'scheduled',
      timeZone: zone,
      text: 'Spring is here, finally.\r\nSay "hello"!',
    });
    expect(first?.targets.map((target) => [target.platform, target.accountId, target.result.state])).toEqual([
      ['twitter', 'x1', 'pending'],
      ['facebook', 'page1', 'pending'],
    ]);
    expect(second?.text).toBe(`Our candle\n\n${candle.url}`);
    expect(imported.body.rows.map((row: ImportRow) => row.postId)).toEqual(posts.map((post) => post.id));
  });

  it('names every bad row with its column and reason; import refuses the file and stores nothing', async () => {
    const { check, importAll, stored } = await owner();
    const day = dayIn(5);
    const csv = [
      'date,time,platforms,text,media_url,product_handle',
      `${day},10:00,x,Good row,,`,
      `05/03/2030,10:00,x,Bad date,,`,
      `${day},25:00,x,Bad time,,`,
      `${dayIn(-2)},10:00,x,In the past,,`,
      `${day},10:00,myspace,Unknown platform,,`,
      `${day},10:00,pinterest,No account,,`,
      `${day},10:00,tiktok,Needs reconnecting,,`,
      `${day},10:00,x,${'a'.repeat(281)},,`,
      `${day},10:00,facebook,Bad link,not a link,`,
      `${day},10:00,facebook,Unknown product,,no-such-thing`,
      `${day},10:00,,No platforms,,`,
      `${day},10:00,x,Too many,values,,,`,
    ].join('\n');
    const checked = await check(csv);
    expect(checked.status).toBe(200);
    const { rows, okCount } = campaignImportResponseSchema.parse(checked.body);
    expect(okCount).toBe(1);
    expect(rows.map((row) => row.ok)).toEqual([true, ...Array(11).fill(false)]);
    expect(problemsOf(rows, 3)).toEqual([{ column: 'date', text: 'Write the date as YYYY-MM-DD, e.g. 2030-03-01.' }]);
    expect(problemsOf(rows, 4)).toEqual([{ column: 'time', text: 'Write the time as HH:mm (24-hour), e.g. 09:30.' }]);
    expect(problemsOf(rows, 5)).toEqual([{ column: 'time', text: `This time has already passed in ${zone}.` }]);
    expect(problemsOf(rows, 6)[0]).toMatchObject({ column: 'platforms', text: expect.stringContaining('"myspace"') });
    expect(problemsOf(rows, 7)[0]).toEqual({
      column: 'platforms',
      text: 'No Pinterest account is connected. Connect one in Settings.',
    });
    expect(problemsOf(rows, 8)[0]?.text).toBe('Your TikTok account must be connected again in Settings first.');
    expect(problemsOf(rows, 9)).toEqual([
      {
        column: 'text',
        text: 'Too long for X: at most 280 characters as X counts them (a link counts 23, most emoji 2).',
      },
    ]);
    expect(problemsOf(rows, 10)).toEqual([{ column: 'media_url', text: 'Enter a full link starting with https://.' }]);
    expect(problemsOf(rows, 11)).toEqual([
      { column: 'product_handle', text: 'No product with the handle "no-such-thing" in your shop.' },
    ]);
    expect(problemsOf(rows, 12)).toEqual([{ column: 'platforms', text: 'Name at least one platform.' }]);
    expect(problemsOf(rows, 13)[0]).toEqual({
      column: null,
      text: 'This row has 8 values; the first row names 6 columns.',
    });

    const refused = await importAll(csv);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'rows.3.date' });
    expect(refused.body.error.message).toContain('11 rows cannot be imported (row 3: date: Write the date');
    expect(await stored()).toEqual([]);
  });

  it("counts a product's link as it is published, tagged with the campaign's id", async () => {
    const { check } = await owner();
    // utm_campaign is the campaign's 24-character id (not 'studio'): one character over LinkedIn's 3,000 with it.
    const tags = '?utm_source=linkedin&utm_medium=social&utm_campaign=&utm_content='.length + 24 + 24;
    const words = 'a'.repeat(3001 - 2 - (candle.url ?? '').length - tags);
    const checked = await check(
      `date,time,platforms,text,product_handle\n${dayIn(4)},10:00,linkedin,${words},spring-candle\n`,
    );
    expect(checked.status).toBe(200);
    expect(problemsOf(campaignImportResponseSchema.parse(checked.body).rows, 2)).toEqual([
      { column: 'text', text: 'Too long for LinkedIn: at most 3,000 characters.' },
    ]);
  });

  it('imports only the good rows when asked, and reports the others', async () => {
    const { importAll, stored } = await owner();
    const day = dayIn(3);
    const csv = `date,time,platforms,text\n${day},08:00,x,One\n${day},8am,x,Two\n${day},20:00,facebook,Three\n`;
    const answer = await importAll(csv, true);
    expect(answer.status).toBe(200);
    const body = campaignImportResponseSchema.parse(answer.body);
    expect([body.okCount, body.imported]).toEqual([2, 2]);
    expect(body.rows.map((row) => [row.row, row.ok, row.postId !== null])).toEqual([
      [2, true, true],
      [3, false, false],
      [4, true, true],
    ]);
    expect((await stored()).map((post) => post.text)).toEqual(['One', 'Three']);
    const none = await importAll(`date,time,platforms,text\n${day},8am,x,Two\n`, true);
    expect([none.status, none.body.error.message]).toEqual([400, 'No row of the file can be imported.']);
  });

  it('refuses a malformed file naming the row, and files without the columns, with a 400 and nothing stored', async () => {
    const { check, importAll, stored } = await owner();
    const day = dayIn(3);
    const unclosed = `date,time,platforms,text\n${day},08:00,x,Fine\n${day},09:00,x,"Never closed\n${day},10:00,x,More\n`;
    for (const send of [check, importAll]) {
      const answer = await send(unclosed);
      expect([answer.status, answer.body.error.field]).toEqual([400, 'file']);
      expect(answer.body.error.message).toBe('Row 3: a quoted value is not closed (a " is missing).');
    }
    const cases: Array<[string | Buffer, string]> = [
      [
        `date,time,platforms,text\n${day},08:00,x,"Quoted" then more\n`,
        'Row 2: a quoted value is followed by more text',
      ],
      ['date,time,text\n2030-01-01,08:00,Hi\n', 'Missing: platforms.'],
      ['date,time,platforms,text,colour\n', 'Unknown column "colour"'],
      ['date,time,platforms,text,Date\n', 'The column "date" is named twice'],
      ['date,time,platforms,text\n', 'The file has no rows of posts'],
      ['', 'The file is empty.'],
      [Buffer.from([0x64, 0x61, 0xff, 0xfe, 0x0a]), 'The file is not UTF-8 text.'],
    ];
    for (const [csv, words] of cases) {
      const answer = await check(csv);
      expect([answer.status, answer.body.error?.message]).toEqual([400, expect.stringContaining(words)]);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a 10,000-row file naming the limit, and a file over 2 MB with a 413', async () => {
    const { check, importAll, stored } = await owner();
    const row = `${dayIn(4)},08:00,x,Hello\n`;
    const big = `date,time,platforms,text\n${row.repeat(10_000)}`;
    for (const send of [check, importAll]) {
      const answer = await send(big);
      expect([answer.status, answer.body.error.field]).toEqual([400, 'file']);
      expect(answer.body.error.message).toBe(
        'The file has 10,000 rows of posts; one file can have at most 500. Split it into smaller files.',
      );
    }
    const huge = await check(`date,time,platforms,text\n${`${dayIn(4)},08:00,x,${'a'.repeat(250)}\n`.repeat(9000)}`);
    expect([huge.status, huge.body.error.message]).toEqual([413, 'A CSV file can be at most 2 MB.']);
    expect(await stored()).toEqual([]);
  });

  it("answers 404 for another owner's campaign and 400 for a bad query, storing nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const csv = `date,time,platforms,text\n${dayIn(2)},08:00,x,Hello\n`;
    for (const mode of ['check', 'import']) {
      const answer = await bob.call('post', `/campaigns/${alice.campaignId}/import?mode=${mode}&timeZone=UTC`, {
        body: csv,
        headers: { 'content-type': 'text/csv' },
      });
      expect(answer.status).toBe(404);
    }
    expect((await bob.call('get', '/posts')).body.posts).toEqual([]);
    expect(await alice.stored()).toEqual([]);
    const send = (query: string) =>
      alice.call('post', `/campaigns/${alice.campaignId}/import?${query}`, {
        body: csv,
        headers: { 'content-type': 'text/csv' },
      });
    expect((await send('mode=check&timeZone=Mars%2FBase')).body.error.field).toBe('timeZone');
    expect((await send('mode=publish&timeZone=UTC')).body.error.field).toBe('mode');
    expect((await send('mode=check')).body.error.field).toBe('timeZone');
  });

  it('says when the shop’s products cannot be read instead of failing the file', async () => {
    const { check } = await owner();
    dashboard.mode = 'down';
    const answer = await check(`date,time,platforms,text,product_handle\n${dayIn(2)},08:00,x,Hi,spring-candle\n`);
    expect(answer.status).toBe(200);
    expect(answer.body.rows[0].problems).toEqual([
      {
        column: 'product_handle',
        text: 'Your shop’s products cannot be read right now. Try again shortly, or leave product_handle empty.',
      },
    ]);
  });

  it("takes a media link of the owner's own library and refuses another owner's; imported posts get their publishing jobs", async () => {
    const alice = await owner();
    const bob = await owner();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const uploaded = await alice.call('post', '/media', { body: jpeg, headers: { 'content-type': 'image/jpeg' } });
    expect(uploaded.status).toBe(201);
    const csv = `date,time,platforms,text,media_url\n${dayIn(2)},08:00,facebook,With a photo,${uploaded.body.media.url}\n`;
    const foreign = await bob.check(csv);
    expect(foreign.body.rows[0].problems).toEqual([
      {
        column: 'media_url',
        text: 'This link is not one of your images or videos in the studio. Upload the file in the studio and use its link.',
      },
    ]);
    const imported = await alice.importAll(csv);
    expect(imported.status).toBe(200);
    const [post] = await alice.stored();
    expect(post?.media.map((item) => [item.id, item.type])).toEqual([[uploaded.body.media.id, 'image']]);
    // The same delayed job per account as a post scheduled in the editor (publishing/publish-queue.ts).
    const client = createClient({ url: (redis as TestRedis).url });
    await client.connect();
    try {
      const keys = await client.keys(`*post-publishing:publish.${post?.id}.facebook.page1.*`);
      expect(keys).toHaveLength(1);
    } finally {
      await client.quit();
    }
  });

  it('stores nothing half-way: posts written before a failing job are deleted again', async () => {
    const userId = newUserId();
    const changed: Array<[string | null, string | null]> = [];
    let calls = 0;
    const posts = createPostService({
      accounts: { list: async () => [] },
      campaignExists: async () => true,
      jobs: {
        ready: async () => undefined,
        changed: async (previous, next) => {
          changed.push([previous ? String(previous._id) : null, next ? String(next._id) : null]);
          calls += 1;
          if (calls === 2) throw new Error('the queue went away');
        },
        retry: async () => undefined,
      },
    });
    const input = (text: string) => ({
      text,
      media: [],
      targets: [{ platform: 'twitter' as const, accountId: 'x1', displayName: 'X', link: null }],
      scheduledAt: new Date(Date.now() + DAY_MS),
      timeZone: 'UTC',
      campaignId: newUserId(),
    });
    await expect(posts.storeScheduled(userId, [input('a'), input('b'), input('c')])).rejects.toThrow(
      'the queue went away',
    );
    expect(await PostModel.countDocuments({ userId })).toBe(0);
    // The first post's job was queued, then taken away again with its post.
    const first = changed[0]?.[1];
    expect(changed).toContainEqual([first, null]);
  });
});
