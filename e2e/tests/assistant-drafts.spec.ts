import type { PostListResponse } from '@scp/shared/contracts/studio/studio-api';
import { expect, expectPath, test, toast } from '../fixtures/test';

// A draft saved from an assistant's answer is the studio's (docs/architecture.md, Who owns what): the
// chat hands it over, opens it in the studio's editor, and the calendar's Drafts lists it.

test.describe('Assistant Pro drafts go to the studio', () => {
  test('Save draft hands the post to the studio; Open in Studio shows it there, All drafts lists it', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn({ fullName: 'Alice Martin' });
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Assistant Pro', exact: true })
      .getByRole('button', { name: 'Ask Assistant Pro' })
      .click();
    const chat = page.getByRole('region', { name: 'Assistant Pro chat' });
    await chat.getByLabel('Ask Assistant Pro').fill('Write an Instagram post about our new rye bread');
    await chat.getByRole('button', { name: 'Send' }).click();
    const written = chat.getByRole('article', { name: 'Draft for Instagram' });
    await expect(written).toContainText('rye bread');

    await chat.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Draft saved.')).toBeVisible();
    const listed = (await (await page.request.get('/api/studio/posts?source=assistant')).json()) as PostListResponse;
    expect(listed.posts).toHaveLength(1);
    const [draft] = listed.posts;
    expect(draft).toMatchObject({ status: 'draft', source: 'assistant' });
    expect(draft?.text).toContain('rye bread');
    // The assistant keeps no copy of its own any more.
    expect((await page.request.get('/api/assistant/drafts')).status()).toBe(404);

    await expect(chat.getByRole('link', { name: 'All drafts' })).toHaveAttribute('href', '/calendar/drafts');
    await chat.getByRole('link', { name: 'Open in Studio' }).click();
    await expectPath(page, `/studio/post/${draft?.id}`);
    await expect(chat).toBeHidden();
    await expect(page.getByLabel('Post text')).toHaveValue(draft?.text ?? '');

    await page.goto('/calendar/drafts');
    const drafts = page.getByRole('region', { name: 'Drafts' });
    await expect(drafts.getByRole('link', { name: /rye bread.*From the assistant/ })).toHaveAttribute(
      'href',
      `/studio/post/${draft?.id}`,
    );
  });
});
