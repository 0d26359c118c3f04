import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, fails, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { PostSalesListResponse, PostSalesView } from '@scp/shared/contracts/studio/post-sales';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { targetResult, withResults } from '../../../test-support/post-results.test-helper';
import { answerAccounts, postKey, renderStudio, storedPost } from '../../../test-support/render-studio.test-helper';
import { ContentPage } from '../../content/components/content-page';

// A post's sales (the shop's paid orders its tagged links brought) on the post, by account with the
// latest orders, and as a column of the content library.

const api = fakeApiForEachTest();
const SALES = 'GET /api/studio/posts/p1/sales';
const at = '2026-11-27T10:00:05.000Z';

const published: Post = withResults(
  storedPost('p1', {
    text: 'Spring loaves',
    status: 'published',
    scheduledAt: '2026-11-27T10:00:00.000Z',
    timeZone: 'UTC',
    targets: [
      { platform: 'instagram', accountId: 'ig1', displayName: "Ann's Bakery" },
      { platform: 'facebook', accountId: 'fb1', displayName: "Ann's Bakery page" },
    ],
  }),
  [targetResult('published', { at }), targetResult('published', { at })],
);

const sales: PostSalesView = {
  orders: 3,
  revenue: 45.75,
  currency: 'EUR',
  byAccount: [
    { platform: 'instagram', accountId: 'ig1', displayName: "Ann's Bakery", orders: 2, revenue: 35.5 },
    { platform: 'facebook', accountId: 'fb1', displayName: "Ann's Bakery page", orders: 1, revenue: 10.25 },
    { platform: 'twitter', accountId: null, displayName: null, orders: 1, revenue: 0 },
  ],
  recentOrders: [
    { name: '#1003', createdAt: '2026-11-27T12:00:00.000Z', total: 10.25, platform: 'facebook' },
    { name: '#1002', createdAt: '2026-11-27T11:00:00.000Z', total: 15.5, platform: 'instagram' },
  ],
};

async function openPost(post: Post) {
  answerAccounts(api);
  api.answer(postKey('GET', 'p1'), ok({ post }));
  await renderStudio('/studio/post/p1');
  return screen.findByRole('region', { name: 'Sales' });
}

describe("a post's sales", () => {
  it('shows the orders and revenue, each account’s share and the latest orders', async () => {
    api.answer(SALES, ok({ sales }));
    const region = await openPost(published);
    expect(await within(region).findByText('3 orders · €45.75')).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: 'Sales by account' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'AccountOrdersRevenue',
      "Instagram · Ann's Bakery2€35.50",
      "Facebook · Ann's Bakery page1€10.25",
      'X (an account no longer on this post)1€0.00',
    ]);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^#1003 · .+ · €10\.25 · from Facebook$/),
      expect.stringMatching(/^#1002 · .+ · €15\.50 · from Instagram$/),
    ]);
  });

  it('says when the post brought no order yet', async () => {
    api.answer(SALES, ok({ sales: { orders: 0, revenue: 0, currency: '', byAccount: [], recentOrders: [] } }));
    const region = await openPost(published);
    expect(await within(region).findByText('No orders from this post’s links yet.')).toBeInTheDocument();
  });

  it('says the sales could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    api.answer(SALES, fails(404, 'NOT_FOUND', 'Post not found.'));
    const region = await openPost(published);
    expect(await within(region).findByText(/The sales could not be loaded\./)).toBeInTheDocument();
    api.answer(SALES, ok({ sales }));
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('3 orders · €45.75')).toBeInTheDocument();
  });

  it('is not shown before the post went out', async () => {
    answerAccounts(api);
    api.answer(postKey('GET', 'p1'), ok({ post: { ...published, status: 'draft', targets: [] } }));
    await renderStudio('/studio/post/p1');
    await screen.findByDisplayValue('Spring loaves');
    expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull();
    expect(api.callsTo(SALES)).toHaveLength(0);
  });
});

describe('the sales column of the content library', () => {
  it('shows each published post’s orders and revenue, read once for the posts shown', async () => {
    const rolls = storedPost('p2', { text: 'Cinnamon rolls', status: 'published', targets: [{ platform: 'twitter' }] });
    const draft = storedPost('p3', { text: 'Rye next week', status: 'draft', targets: [{ platform: 'twitter' }] });
    api.answer('GET /api/studio/posts', ok({ posts: [published, rolls, draft] }));
    const list: PostSalesListResponse = {
      sales: [
        { postId: 'p1', orders: 3, revenue: 45.75, currency: 'EUR' },
        { postId: 'p2', orders: 0, revenue: 0, currency: '' },
      ],
    };
    api.answer('GET /api/studio/post-sales', ok(list));
    await renderRemote(<ContentPage />, '/content');
    const row = (id: string) => document.querySelector(`[data-post-row="${id}"]`) as HTMLElement;
    await waitFor(() => expect(within(row('p1')).getByText('Sales: 3 orders, €45.75')).toBeInTheDocument());
    expect(within(row('p1')).getByText('3 · €45.75')).toBeInTheDocument();
    expect(within(row('p2')).getByText('No sales yet')).toBeInTheDocument();
    expect(row('p3').querySelector('[data-post-sales-cell]')).toBeNull();
    expect(api.callsTo('GET /api/studio/post-sales')).toHaveLength(1);
    const asked = jest
      .mocked(globalThis.fetch)
      .mock.calls.map(([input, init]) => new URL((input instanceof Request ? input : new Request(input, init)).url))
      .find((url) => url.pathname === '/api/studio/post-sales');
    expect(asked?.searchParams.get('ids')).toBe('p1,p2');
  });
});
