import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { Campaign, Post, PostSummaryResponse, StudioProduct } from '@scp/shared/contracts/studio/studio-api';
import type { PostStatus } from '@scp/shared/contracts/studio/studio-constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedPost } from '../../../test-support/render-studio.test-helper';
import { StudioHomePage } from './studio-home-page';

const NOW = Date.parse('2026-05-12T08:00:00.000Z');

/** The service's answers: the summary, and each status's list (the home reads one list per status). */
let summary: PostSummaryResponse | 'failure';
let lists: Partial<Record<PostStatus, Post[]>>;
let requests: URL[];
let campaigns: Campaign[];
let campaignRequests: unknown[];
let products: StudioProduct[];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  summary = { counts: { draft: 3, scheduled: 7, publishing: 1, published: 12, partial: 1, failed: 2 } };
  lists = {};
  requests = [];
  campaigns = [];
  campaignRequests = [];
  products = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push(url);
    if (url.pathname === '/api/studio/campaigns' && request.method === 'POST') {
      const body = (await request.json()) as Omit<Campaign, 'id' | 'createdAt' | 'updatedAt' | 'productId'>;
      campaignRequests.push(body);
      const campaign: Campaign = {
        ...body,
        id: `c${campaigns.length + 1}`,
        productId: null,
        createdAt: '2026-05-12T08:00:00.000Z',
        updatedAt: '2026-05-12T08:00:00.000Z',
      };
      campaigns = [...campaigns, campaign];
      return json(201, { campaign });
    }
    if (url.pathname === '/api/studio/campaigns') return json(200, { campaigns });
    if (url.pathname === '/api/studio/products') return json(200, { products });
    if (url.pathname === '/api/studio/posts/summary') {
      return summary === 'failure'
        ? json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Unavailable' } })
        : json(200, summary);
    }
    if (url.pathname === '/api/studio/posts') {
      return json(200, { posts: lists[url.searchParams.get('status') as PostStatus] ?? [] });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

afterEach(() => jest.restoreAllMocks());

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('the studio’s home', () => {
  it('counts the posts: drafts, scheduled (with those going out now), published, failed (with the partly published)', async () => {
    await renderRemote(<StudioHomePage />, '/studio');
    const counts = await screen.findByRole('list', { name: 'Your posts' });
    expect(within(counts).getByRole('listitem', { name: 'Drafts' })).toHaveTextContent('3');
    expect(within(counts).getByRole('listitem', { name: 'Scheduled' })).toHaveTextContent('8');
    expect(within(counts).getByRole('listitem', { name: 'Published' })).toHaveTextContent('12');
    expect(within(counts).getByRole('listitem', { name: 'Failed' })).toHaveTextContent('3');
  });

  it('lists the latest of each, every post opening the editor, with a way to all of them', async () => {
    lists = {
      draft: [{ ...storedPost('d1', { text: 'An idea for Friday' }), source: 'assistant' }],
      scheduled: [
        storedPost('s2', { text: 'Later one', status: 'scheduled', scheduledAt: '2026-05-20T08:00:00.000Z' }),
        storedPost('s1', {
          text: 'Sooner one',
          status: 'scheduled',
          scheduledAt: '2026-05-13T07:30:00.000Z',
          targets: [{ platform: 'instagram' }],
        }),
      ],
      published: [storedPost('p1', { text: 'Spring menu', status: 'published', targets: [{ platform: 'facebook' }] })],
      failed: [
        { ...storedPost('f1', { text: 'Refused one', status: 'failed' }), updatedAt: '2026-05-10T10:00:00.000Z' },
      ],
      partial: [
        { ...storedPost('f2', { text: 'Half went out', status: 'partial' }), updatedAt: '2026-05-11T10:00:00.000Z' },
      ],
    };
    await renderRemote(<StudioHomePage />, '/studio');
    const drafts = section('Latest drafts');
    const idea = await within(drafts).findByRole('link', { name: /An idea for Friday/ });
    expect(idea).toHaveAttribute('href', '/studio/post/d1');
    expect(idea).toHaveAccessibleName(/From the assistant/);
    expect(within(drafts).getByRole('link', { name: 'All drafts' })).toHaveAttribute('href', '/calendar/drafts');

    const scheduled = section('Coming up');
    await waitFor(() => expect(within(scheduled).getAllByRole('listitem')).toHaveLength(2));
    const [soonest, later] = within(scheduled).getAllByRole('link', { name: /one/ });
    expect(soonest).toHaveAccessibleName(/^Instagram Sooner one Scheduled for /);
    expect(later).toHaveAccessibleName(/Later one/);

    expect(within(section('Recently published')).getByRole('link', { name: /Spring menu/ })).toHaveAccessibleName(
      /^Facebook Spring menu Published · Edited /,
    );
    const failed = section('Failed or partly published');
    expect(
      within(failed)
        .getAllByRole('link', { name: /one|out/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/studio/post/f2', '/studio/post/f1']);
    expect(within(failed).getByRole('link', { name: 'Failed in the calendar' })).toHaveAttribute(
      'href',
      '/calendar/scheduled?status=failed',
    );

    // The scheduled list looks from now ahead, as far as one read may (100 days).
    const upcoming = requests.find((url) => url.searchParams.get('status') === 'scheduled');
    expect(upcoming?.searchParams.get('from')).toBe('2026-05-12T08:00:00.000Z');
    expect(upcoming?.searchParams.get('to')).toBe('2026-08-20T08:00:00.000Z');
  });

  it('says when a list is empty', async () => {
    await renderRemote(<StudioHomePage />, '/studio');
    expect(await within(section('Latest drafts')).findByText('No drafts.')).toBeInTheDocument();
    expect(within(section('Failed or partly published')).getByText('Nothing failed.')).toBeInTheDocument();
  });

  it('leads to a new post', async () => {
    const user = userEvent.setup();
    const { location } = await renderRemote(<StudioHomePage />, '/studio');
    await user.click(screen.getByRole('link', { name: 'New post' }));
    expect(location()).toBe('/studio/post/new');
  });

  it('opens the campaign creator from ?openCampaign=true, creates the campaign and opens its page', async () => {
    const user = userEvent.setup();
    const { location } = await renderRemote(<StudioHomePage />, '/studio?openCampaign=true');
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2026-05-12');
    expect(within(dialog).getByLabelText('Ends')).toHaveValue('2026-05-25');
    expect(within(dialog).queryByLabelText('Product')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Spring menu launch');
    await user.type(within(dialog).getByLabelText('Goal'), 'Sell out the spring menu');
    await user.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(campaignRequests).toEqual([
      { name: 'Spring menu launch', startDate: '2026-05-12', endDate: '2026-05-25', goal: 'Sell out the spring menu' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Campaign "Spring menu launch" created.');
    const list = screen.getByRole('region', { name: 'Campaigns' });
    expect(await within(list).findByRole('link', { name: 'Spring menu launch' })).toHaveAttribute(
      'href',
      '/studio/campaign/c1',
    );
    // The creator's address is replaced by the new campaign's page (Back does not reopen the creator).
    expect(location()).toBe('/studio/campaign/c1');
  });

  it('opens the creator from New campaign and names what is wrong before asking the service', async () => {
    const user = userEvent.setup();
    const { location } = await renderRemote(<StudioHomePage />, '/studio');
    await user.click(screen.getByRole('button', { name: 'New campaign' }));
    expect(location()).toBe('/studio?openCampaign=true');
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2026-05-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Give the campaign a name.');
    expect(within(dialog).getByLabelText('Ends')).toHaveAccessibleDescription('The end date is before the start date.');
    expect(campaignRequests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/studio');
  });

  it('ties the campaign to one of the shop’s products when the owner picks one (none offered without a shop)', async () => {
    const user = userEvent.setup();
    products = [
      {
        productId: '8001',
        shopDomain: 'anns-bakery.myshopify.com',
        handle: 'sourdough',
        title: 'Sourdough loaf',
        price: '6.50',
        currency: 'EUR',
        imageUrl: null,
        url: 'https://anns-bakery.myshopify.com/products/sourdough',
      },
    ];
    await renderRemote(<StudioHomePage />, '/studio?openCampaign=true');
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.type(within(dialog).getByLabelText('Name'), 'Loaf week');
    await user.selectOptions(await within(dialog).findByLabelText('Product'), 'Sourdough loaf');
    await user.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(campaignRequests).toHaveLength(1));
    expect(campaignRequests[0]).toMatchObject({ name: 'Loaf week', productId: '8001' });
  });
});
