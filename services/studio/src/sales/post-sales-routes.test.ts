import { Types } from 'mongoose';
import { callService } from '@scp/service-kit/testing';
import {
  postSalesInternalPaths,
  type PostSales,
  type PostSalesRequest,
} from '@scp/shared/contracts/dashboard/post-sales-internal';
import { postSalesListResponseSchema, postSalesResponseSchema } from '@scp/shared/contracts/studio/post-sales';
import { studioWithNeighbours } from '../neighbours/neighbours-fixture.test.util';
import { PostModel } from '../posts/post-model';

// GET /api/studio/posts/:postId/sales and GET /api/studio/post-sales?ids=: the studio names its own
// posts to the dashboard (a real HTTP server stands in for its internal API; the dashboard's own
// tests cover how orders are placed on posts) and puts each source's orders on the post's account.

const salesOf = new Map<string, PostSales>();
const fx = studioWithNeighbours({
  dashboard: (call) =>
    call.path === postSalesInternalPaths.postSales
      ? { posts: (call.body as PostSalesRequest).postIds.flatMap((id) => salesOf.get(id) ?? []) }
      : {},
});
const { dashboard } = fx;

const newUserId = () => new Types.ObjectId().toHexString();
const get = (userId: string | undefined, path: string) => callService(fx.app, 'studio', 'get', path, { userId });

const published = (platform: 'instagram' | 'facebook', accountId: string, displayName: string) => ({
  platform,
  accountId,
  displayName,
  result: {
    state: 'published' as const,
    platformPostId: `${accountId}_1`,
    permalink: null,
    words: null,
    attempts: 1,
    at: new Date(),
  },
});

async function postOf(userId: string) {
  const post = await PostModel.create({
    userId,
    text: 'Rye today',
    status: 'published' as const,
    targets: [published('instagram', 'ig1', '@alices_bakery'), published('facebook', 'fb1', "Alice's Bakery")],
  });
  return String(post._id);
}

describe('sales by post', () => {
  it("answers a post's orders by account, and zero for a post that brought none", async () => {
    const userId = newUserId();
    const postId = await postOf(userId);
    const quiet = await postOf(userId);
    salesOf.set(postId, {
      postId,
      orders: 3,
      revenue: 45.75,
      currency: 'EUR',
      bySource: [
        { source: 'instagram', orders: 2, revenue: 35.5 },
        { source: 'facebook', orders: 1, revenue: 10.25 },
      ],
      recentOrders: [{ name: '#1003', createdAt: '2026-03-03T12:00:00.000Z', total: 10.25, source: 'facebook' }],
    });
    const answer = await get(userId, `/posts/${postId}/sales`);
    expect(answer.status).toBe(200);
    expect(postSalesResponseSchema.parse(answer.body).sales).toEqual({
      orders: 3,
      revenue: 45.75,
      currency: 'EUR',
      byAccount: [
        { platform: 'instagram', accountId: 'ig1', displayName: '@alices_bakery', orders: 2, revenue: 35.5 },
        { platform: 'facebook', accountId: 'fb1', displayName: "Alice's Bakery", orders: 1, revenue: 10.25 },
      ],
      recentOrders: [{ name: '#1003', createdAt: '2026-03-03T12:00:00.000Z', total: 10.25, platform: 'facebook' }],
    });
    // Asked of the dashboard as the studio, for this owner and this post only.
    const call = dashboard.calls.filter((one) => one.path === postSalesInternalPaths.postSales).at(-1);
    expect(call).toMatchObject({ caller: 'studio', userId, body: { postIds: [postId] } });

    expect((await get(userId, `/posts/${quiet}/sales`)).body.sales).toEqual({
      orders: 0,
      revenue: 0,
      currency: '',
      byAccount: [],
      recentOrders: [],
    });
  });

  it("is 404 for another owner's post, and 503 when the dashboard cannot answer", async () => {
    const userId = newUserId();
    const postId = await postOf(userId);
    expect((await get(newUserId(), `/posts/${postId}/sales`)).status).toBe(404);
    dashboard.mode = 'down';
    expect((await get(userId, `/posts/${postId}/sales`)).status).toBe(503);
  });

  it("lists the sales of the owner's posts named, leaving another owner's out", async () => {
    const userId = newUserId();
    const [first, second] = [await postOf(userId), await postOf(userId)];
    const foreign = await postOf(newUserId());
    salesOf.set(first, { postId: first, orders: 1, revenue: 7, currency: 'EUR', bySource: [], recentOrders: [] });
    salesOf.set(foreign, { postId: foreign, orders: 9, revenue: 99, currency: 'EUR', bySource: [], recentOrders: [] });
    const answer = await get(userId, `/post-sales?ids=${[second, first, foreign].join(',')}`);
    expect(answer.status).toBe(200);
    expect(postSalesListResponseSchema.parse(answer.body).sales).toEqual([
      { postId: second, orders: 0, revenue: 0, currency: '' },
      { postId: first, orders: 1, revenue: 7, currency: 'EUR' },
    ]);
    const call = dashboard.calls.filter((one) => one.path === postSalesInternalPaths.postSales).at(-1);
    expect(call?.body).toEqual({ postIds: [second, first] });
  });

  it('says what is wrong with the ids', async () => {
    const userId = newUserId();
    for (const ids of ['', 'nope', `${'a'.repeat(24)},`, Array.from({ length: 201 }, () => 'a'.repeat(24)).join(',')]) {
      const answer = await get(userId, `/post-sales?ids=${ids}`);
      expect(answer.status).toBe(400);
    }
    expect((await get(userId, '/post-sales')).status).toBe(400);
  });
});
