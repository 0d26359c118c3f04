import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { fakePlatform } from './fake-platform.test.util';

// 'Add product' puts a product's plain page in the text; what goes out to each account has it
// tagged utm_source={platform}&utm_medium=social&utm_campaign={campaign}&utm_content={post id}
// (product-link.ts), so the shop's analytics can tie a sale to the post. Other links stay as written.

const fx = studioFixture();
const platform = fakePlatform();
beforeAll(() => {
  fx.accountRoutes.answer = (call) => platform.answer(call);
});

const PAGE = 'https://anns-bakery.myshopify.com/products/sourdough-loaf';
const BLOG = 'https://anns-bakery.example/blog/spring';

async function published(call: ReturnType<typeof callAs>, postId: string): Promise<Post> {
  const end = Date.now() + 10_000;
  for (;;) {
    const post = (await call('get', `/posts/${postId}`)).body.post as Post;
    if (post.status !== 'publishing' && post.status !== 'scheduled') return post;
    if (Date.now() > end) throw new Error(`still ${post.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('product links in what is published', () => {
  it("tags each account's product pages for its platform, the post's campaign and the post", async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('twitter', 'x9'), account('linkedin', 'li9')]);
    const call = callAs(userId, fx.app);
    const campaign = await call('post', '/campaigns', {
      body: { name: 'Spring', startDate: '2030-03-01', endDate: '2030-03-31' },
    });
    expect(campaign.status).toBe(201);
    const campaignId = campaign.body.campaign.id as string;
    const made = await call('post', '/posts', {
      body: {
        text: `Sourdough Loaf – 6.50 EUR – ${PAGE}. More: ${BLOG}`,
        campaignId,
        targets: [
          { platform: 'twitter', accountId: 'x9' },
          { platform: 'linkedin', accountId: 'li9', text: `On LinkedIn: ${PAGE}`, link: PAGE },
        ],
      },
    });
    expect(made.status).toBe(201);
    const postId = made.body.post.id as string;
    expect((await call('post', `/posts/${postId}/publish`)).status).toBe(200);
    expect((await published(call, postId)).status).toBe('published');

    const requestTo = (key: string) =>
      fx.settings.callsOf(userId).find((one) => one.path === `/internal/settings/accounts/${key}/publish`)?.body as {
        text: string;
        link?: string;
      };
    const tagged = (source: string) =>
      `${PAGE}?utm_source=${source}&utm_medium=social&utm_campaign=${campaignId}&utm_content=${postId}`;
    expect(requestTo('twitter/x9').text).toBe(`Sourdough Loaf – 6.50 EUR – ${tagged('twitter')}. More: ${BLOG}`);
    expect(requestTo('linkedin/li9')).toMatchObject({
      text: `On LinkedIn: ${tagged('linkedin')}`,
      link: tagged('linkedin'),
    });
    // The post keeps the page as the owner wrote it.
    expect((await call('get', `/posts/${postId}`)).body.post.text).toContain(`${PAGE}. More`);
  });

  it('tags a post outside a campaign "studio"', async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('facebook', 'fb9')]);
    const call = callAs(userId, fx.app);
    const made = await call('post', '/posts', {
      body: { text: `New: ${PAGE}`, targets: [{ platform: 'facebook', accountId: 'fb9' }] },
    });
    const postId = made.body.post.id as string;
    expect((await call('post', `/posts/${postId}/publish`)).status).toBe(200);
    await published(call, postId);
    const request = fx.settings.callsOf(userId).find((one) => one.path.endsWith('/publish'))?.body as { text: string };
    expect(request.text).toBe(
      `New: ${PAGE}?utm_source=facebook&utm_medium=social&utm_campaign=studio&utm_content=${postId}`,
    );
  });

  it('refuses, with a 400 naming the field, a text within the limit as typed but over it once its links are tagged', async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('linkedin', 'li8')]);
    const call = callAs(userId, fx.app);
    const tooLong = {
      code: 'VALIDATION_FAILED',
      message: 'Too long for LinkedIn: at most 3,000 characters.',
      field: 'text',
    };
    // 3,000 characters as typed; the tags add the platform, 'social', 'studio' and the post's id.
    const atLimit = `${'a'.repeat(3000 - 1 - PAGE.length)} ${PAGE}`;
    const targets = [{ platform: 'linkedin', accountId: 'li8' }];
    const refused = await call('post', '/posts', { body: { text: atLimit, targets } });
    expect([refused.status, refused.body.error]).toEqual([400, tooLong]);

    // Exactly at the limit once tagged outside a campaign: kept; a campaign's id is longer than 'studio'.
    const tags = '?utm_source=linkedin&utm_medium=social&utm_campaign=studio&utm_content='.length + 24;
    const fits = `${'a'.repeat(3000 - 1 - PAGE.length - tags)} ${PAGE}`;
    const made = await call('post', '/posts', { body: { text: fits, targets } });
    expect([made.status, made.body.error]).toEqual([201, undefined]);
    const postId = made.body.post.id as string;
    const campaign = await call('post', '/campaigns', {
      body: { name: 'Autumn', startDate: '2030-09-01', endDate: '2030-09-30' },
    });
    const moved = await call('patch', `/posts/${postId}`, { body: { campaignId: campaign.body.campaign.id } });
    expect([moved.status, moved.body.error]).toEqual([400, tooLong]);
    expect((await call('get', `/posts/${postId}`)).body.post.campaignId).toBeNull();
  });
});
