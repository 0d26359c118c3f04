import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign, CampaignImportResponse, ImportRow, Post } from '@scp/shared/contracts/studio/studio-api';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { connectedAccounts, renderStudio, storedPost } from '../../../test-support/render-studio.test-helper';
import { ownerTimeZone } from '../../common/lib/zoned-time';

const spring: Campaign = {
  id: 'c1',
  name: 'Spring menu launch',
  startDate: '2026-12-01',
  endDate: '2026-12-14',
  goal: 'Sell out the spring menu',
  productId: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

interface Sent {
  method: string;
  url: URL;
  contentType: string | null;
  body: string;
}

let campaign: Campaign | null;
let posts: Post[];
let sent: Sent[];
let importAnswer: (query: URLSearchParams) => { status: number; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const row = (n: number, ok: boolean, problems: ImportRow['problems'] = []): ImportRow => ({
  row: n,
  ok,
  at: '2026-12-02T08:30:00.000Z',
  platforms: ['twitter', 'linkedin'],
  text: `Post of row ${n}`,
  problems,
  postId: null,
});

const answerOf = (mode: 'check' | 'import', rows: ImportRow[], imported = 0): CampaignImportResponse => ({
  mode,
  rows,
  okCount: rows.filter((one) => one.ok).length,
  imported,
});

beforeEach(() => {
  campaign = spring;
  posts = [];
  sent = [];
  importAnswer = () => ({ status: 200, body: answerOf('check', [row(2, true)]) });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = await request.text();
    sent.push({ method: request.method, url, contentType: request.headers.get('content-type'), body });
    if (url.pathname === '/api/studio/campaigns/c1/import') {
      const answer = importAnswer(url.searchParams);
      return json(answer.status, answer.body);
    }
    if (url.pathname === '/api/studio/campaigns/c1' && request.method === 'PATCH' && campaign) {
      campaign = { ...campaign, ...(JSON.parse(body) as Partial<Campaign>), updatedAt: '2026-11-27T09:00:00.000Z' };
      return json(200, { campaign });
    }
    if (url.pathname === '/api/studio/campaigns/c1' && campaign) return json(200, { campaign, posts });
    if (url.pathname === '/api/studio/campaigns' && request.method === 'POST') {
      const created: Campaign = { ...spring, ...(JSON.parse(body) as Partial<Campaign>), id: 'c9' };
      return json(201, { campaign: created });
    }
    if (url.pathname === '/api/studio/products') return json(200, { products: [] });
    if (url.pathname === '/api/settings/integrations/accounts') return json(200, { accounts: connectedAccounts });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Campaign not found.' } });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const importsSent = () => sent.filter((one) => one.url.pathname === '/api/studio/campaigns/c1/import');

function chooseFile(text: string, name = 'posts.csv') {
  const input = screen.getByLabelText(/Choose (a CSV|another) file/);
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('a campaign’s page', () => {
  it('shows its days, goal and posts as a timeline by day with platforms and status, drafts last', async () => {
    const zone = ownerTimeZone();
    posts = [
      storedPost('p1', {
        text: 'Menu reveal',
        status: 'scheduled',
        scheduledAt: '2026-12-02T12:00:00.000Z',
        timeZone: zone,
        targets: [{ platform: 'instagram' }, { platform: 'twitter' }],
      }),
      storedPost('p2', {
        text: 'Tasting day',
        status: 'published',
        scheduledAt: '2026-12-05T12:00:00.000Z',
        targets: [{ platform: 'facebook' }],
      }),
      storedPost('p3', { text: 'Last call', targets: [{ platform: 'linkedin' }] }),
    ];
    await renderStudio('/studio/campaign/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring menu launch' })).toBeInTheDocument();
    expect(screen.getByText('Sell out the spring menu', { selector: 'span' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'The campaign’s posts by day' });
    const days = within(timeline)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(days).toEqual([
      expect.stringContaining('December 2'),
      expect.stringContaining('December 5'),
      'Not scheduled',
    ]);
    const reveal = within(timeline).getByRole('link', { name: /Menu reveal/ });
    expect(reveal).toHaveAttribute('href', '/studio/post/p1');
    expect(within(reveal).getByTitle('Instagram')).toBeInTheDocument();
    expect(within(reveal).getByTitle('X')).toBeInTheDocument();
    expect(reveal).toHaveTextContent('Scheduled for');
    expect(within(timeline).getByRole('link', { name: /Tasting day/ })).toHaveTextContent('Published');
    expect(screen.getByRole('heading', { level: 2, name: /Posts/ })).toHaveTextContent('(3 posts)');
  });

  it('opens the editor for a new post in this campaign, which the post is saved in', async () => {
    const user = userEvent.setup();
    const { location } = await renderStudio('/studio/campaign/c1');
    await user.click(await screen.findByRole('link', { name: 'New post in this campaign' }));
    expect(location()).toBe('/studio/post/new?campaign=c1');
    await screen.findByRole('group', { name: 'Post to' });
    await user.type(screen.getByLabelText('Post text'), 'Menu reveal');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.some((one) => one.url.pathname === '/api/studio/posts')).toBe(true));
    const created = sent.find((one) => one.url.pathname === '/api/studio/posts');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({ text: 'Menu reveal', campaignId: 'c1' });
  });

  it('changes its details in place', async () => {
    const user = userEvent.setup();
    await renderStudio('/studio/campaign/c1');
    const details = await screen.findByRole('region', { name: 'Details' });
    const goal = within(details).getByLabelText('Goal');
    await user.clear(goal);
    await user.type(goal, '300 orders');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Campaign saved.');
    const patch = sent.find((one) => one.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      name: 'Spring menu launch',
      startDate: '2026-12-01',
      endDate: '2026-12-14',
      goal: '300 orders',
    });
    expect(await screen.findByText('300 orders', { selector: 'span' })).toBeInTheDocument();
  });

  it('says when the campaign is not found', async () => {
    campaign = null;
    await renderStudio('/studio/campaign/c1');
    expect(await screen.findByText('Campaign not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio');
  });
});

describe('a campaign’s CSV import', () => {
  it("checks the file, shows every row's result, and imports the good rows only when some are bad", async () => {
    const user = userEvent.setup();
    importAnswer = (query) =>
      query.get('mode') === 'check'
        ? {
            status: 200,
            body: answerOf('check', [
              row(2, true),
              row(3, false, [{ column: 'time', text: 'This time has already passed in Europe/Berlin.' }]),
              row(4, false, [
                { column: 'platforms', text: 'No Pinterest account is connected. Connect one in Settings.' },
                { column: null, text: 'This row has 7 values; the first row names 5 columns.' },
              ]),
            ]),
          }
        : { status: 200, body: answerOf('import', [{ ...row(2, true), postId: 'p9' }], 1) };
    await renderStudio('/studio/campaign/c1');
    await screen.findByRole('heading', { level: 2, name: 'Create posts from a CSV file' });
    const csv = 'date,time,platforms,text\n2026-12-02,09:30,x;linkedin,Hello\n';
    chooseFile(csv);
    const table = await screen.findByRole('table', { name: 'Rows of posts.csv' });
    const check = importsSent()[0];
    expect(check?.url.searchParams.get('mode')).toBe('check');
    expect(check?.url.searchParams.get('timeZone')).toBe(ownerTimeZone());
    expect([check?.contentType, check?.body]).toEqual(['text/csv', csv]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((one) => within(one).getByRole('rowheader').textContent)).toEqual(['2', '3', '4']);
    expect(within(rows[0] as HTMLElement).getByText('Ready')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByTitle('X')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('time: This time has already passed in Europe/Berlin.');
    expect(rows[2]).toHaveTextContent('platforms: No Pinterest account is connected. Connect one in Settings.');
    expect(rows[2]).toHaveTextContent('This row has 7 values; the first row names 5 columns.');
    expect(screen.getByText('1 of 3 rows can be imported.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import all' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import the 1 good row' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 post scheduled.');
    const imported = importsSent()[1];
    expect(Object.fromEntries(imported?.url.searchParams ?? [])).toEqual({
      mode: 'import',
      timeZone: ownerTimeZone(),
      onlyValidRows: 'true',
    });
    expect(imported?.body).toBe(csv);
    expect(screen.queryByRole('table')).toBeNull();
    // The campaign is read again, with its new posts.
    await waitFor(() =>
      expect(
        sent.filter((one) => one.url.pathname === '/api/studio/campaigns/c1' && one.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('offers Import all when every row is good, and nothing to import when none is', async () => {
    const user = userEvent.setup();
    importAnswer = (query) =>
      query.get('mode') === 'check'
        ? { status: 200, body: answerOf('check', [row(2, true), row(3, true)]) }
        : { status: 200, body: answerOf('import', [row(2, true), row(3, true)], 2) };
    await renderStudio('/studio/campaign/c1');
    await screen.findByRole('heading', { level: 2, name: 'Create posts from a CSV file' });
    chooseFile('date,time,platforms,text\n');
    await user.click(await screen.findByRole('button', { name: 'Import all' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 posts scheduled.');
    expect(importsSent()[1]?.url.searchParams.get('onlyValidRows')).toBeNull();

    importAnswer = () => ({
      status: 200,
      body: answerOf('check', [
        row(2, false, [{ column: 'date', text: 'Write the date as YYYY-MM-DD, e.g. 2030-03-01.' }]),
      ]),
    });
    chooseFile('date,time,platforms,text\n', 'bad.csv');
    await screen.findByRole('table', { name: 'Rows of bad.csv' });
    expect(screen.getByText('No row can be imported. Fix the file and choose it again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull();
  });

  it("shows the service's words for a malformed file, and refuses a file over 2 MB without sending it", async () => {
    importAnswer = () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Row 3: a quoted value is not closed (a " is missing).',
          field: 'file',
        },
      },
    });
    await renderStudio('/studio/campaign/c1');
    await screen.findByRole('heading', { level: 2, name: 'Create posts from a CSV file' });
    chooseFile('date,time,platforms,text\n"open');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be checked: Row 3: a quoted value is not closed (a " is missing).',
    );
    chooseFile('x'.repeat(2 * 1024 * 1024 + 1), 'big.csv');
    expect(await screen.findByRole('alert')).toHaveTextContent('A CSV file can be at most 2 MB.');
    expect(importsSent()).toHaveLength(1);
  });
});

describe('the new campaign page', () => {
  it('creates the campaign and opens its page', async () => {
    const user = userEvent.setup();
    const { location } = await renderStudio('/studio/campaign/new');
    await user.type(await screen.findByLabelText('Name'), 'Winter bakes');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(location()).toBe('/studio/campaign/c9'));
    const created = sent.find((one) => one.method === 'POST' && one.url.pathname === '/api/studio/campaigns');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({ name: 'Winter bakes', goal: '' });
  });
});

describe('the owner’s time zone (the profile’s, not the browser’s)', () => {
  // 23:30 UTC on 27 November: already the 28th in the browser's Berlin, still the 27th in Los Angeles.
  const NOW = Date.parse('2026-11-27T23:30:00.000Z');
  const profileZone = 'America/Los_Angeles';
  const withProfileZone = (store: { dispatch: (action: ReturnType<typeof sessionResolved>) => unknown }) =>
    store.dispatch(
      sessionResolved({
        user: { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann Baker', time_zone: profileZone } },
        expiresAt: Math.floor(NOW / 1000) + 3600,
      }),
    );

  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Europe/Berlin' };
    });
  });

  it('starts a new campaign today in the profile’s zone, also when the profile arrives after the first render', async () => {
    const { store } = await renderStudio('/studio/campaign/new');
    const starts = (await screen.findByLabelText('Starts')) as HTMLInputElement;
    // No zone in the profile yet: the browser's day.
    expect(starts.value).toBe('2026-11-28');
    act(() => withProfileZone(store));
    await waitFor(() => expect(starts.value).toBe('2026-11-27'));
    expect((screen.getByLabelText('Ends') as HTMLInputElement).value).toBe('2026-12-10');
  });

  it('keeps the days the owner picked when the profile arrives', async () => {
    const { store } = await renderStudio('/studio/campaign/new');
    const starts = (await screen.findByLabelText('Starts')) as HTMLInputElement;
    fireEvent.change(starts, { target: { value: '2026-12-05' } });
    act(() => withProfileZone(store));
    expect(starts.value).toBe('2026-12-05');
    expect((screen.getByLabelText('Ends') as HTMLInputElement).value).toBe('2026-12-11');
  });

  it('checks and imports a CSV file in the profile’s zone', async () => {
    importAnswer = (query) =>
      query.get('mode') === 'check'
        ? { status: 200, body: answerOf('check', [row(2, true)]) }
        : { status: 200, body: answerOf('import', [{ ...row(2, true), postId: 'p9' }], 1) };
    const { store } = await renderStudio('/studio/campaign/c1');
    act(() => withProfileZone(store));
    await screen.findByRole('heading', { level: 2, name: 'Create posts from a CSV file' });
    expect(screen.getByText(new RegExp(`in ${profileZone}`))).toBeInTheDocument();
    chooseFile('date,time,platforms,text\n2026-12-02,09:30,x,Hello\n');
    await screen.findByRole('table', { name: 'Rows of posts.csv' });
    fireEvent.click(screen.getByRole('button', { name: 'Import all' }));
    await waitFor(() => expect(importsSent()).toHaveLength(2));
    expect(importsSent().map((one) => one.url.searchParams.get('timeZone'))).toEqual([profileZone, profileZone]);
  });
});
