import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { escapeHtml, htmlPage } from '../html';
import type { SandboxContext } from '../oauth-flow';
import { parseBody } from '../sandbox-routes';
import {
  findPublishableAccount,
  isPublishedPlatform,
  PUBLISHABLE_ACCOUNTS,
  PUBLISHED_PLATFORM_NAMES,
  publishedPostsOf,
  type PublishedPost,
} from './published-posts';
import { SAMPLE_MEDIA } from './sample-media';

// `/_sandbox/published`: what the app published on each sample account, as HTML for a person and
// as JSON (Accept: application/json) for an end-to-end test; the media as the platform received
// them; sample files a test or a person can hand to a platform as a media URL; and a switch that
// records earlier posts on an account (to bring it to a platform's posting limit).

const SeedBody = z.strictObject({
  count: z.number({ error: 'must be a whole number from 1 to 1000' }).int().min(1).max(1000),
  text: z.string().max(500).default('An earlier post'),
  /** How long ago the posts were made (days): a post's figures grow with its age. */
  ageDays: z.number().min(0).max(365).default(0),
});

function postView(post: PublishedPost, publicUrl: string) {
  return {
    id: post.id,
    text: post.text,
    ...(post.title !== undefined ? { title: post.title } : {}),
    ...(post.link !== undefined ? { link: post.link } : {}),
    ...(post.boardId !== undefined ? { boardId: post.boardId } : {}),
    createdAt: new Date(post.createdAt).toISOString(),
    media: post.media.map((media) => ({
      kind: media.kind,
      mimeType: media.mimeType,
      size: media.bytes.length,
      ...(media.alt !== undefined ? { alt: media.alt } : {}),
      ...(media.sourceUrl !== undefined ? { sourceUrl: media.sourceUrl } : {}),
      url: `${publicUrl}/_sandbox/published/media/${media.id}`,
    })),
    comments: post.comments.map((comment) => ({
      id: comment.id,
      text: comment.text,
      at: new Date(comment.at).toISOString(),
    })),
  };
}

function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json';
}

function postHtml(post: PublishedPost): string {
  const media = post.media
    .map((item) =>
      item.kind === 'image'
        ? `<img src="/_sandbox/published/media/${item.id}" alt="${escapeHtml(item.alt ?? '')}" style="max-width:100%;border-radius:8px">`
        : `<video src="/_sandbox/published/media/${item.id}" controls style="max-width:100%"></video>`,
    )
    .join('');
  const extras = [
    post.title !== undefined ? `<p><strong>${escapeHtml(post.title)}</strong></p>` : '',
    post.link !== undefined
      ? `<p class="muted">Link: <a href="${escapeHtml(post.link)}">${escapeHtml(post.link)}</a></p>`
      : '',
    post.boardId !== undefined ? `<p class="muted">Board: <code>${escapeHtml(post.boardId)}</code></p>` : '',
  ].join('');
  const comments = post.comments.length
    ? `<ul>${post.comments.map((comment) => `<li>${escapeHtml(comment.text)}</li>`).join('')}</ul>`
    : '';
  return `<article id="post-${escapeHtml(post.id)}" style="border-top:1px solid #eaeef2;padding:12px 0">
<p class="muted">${escapeHtml(new Date(post.createdAt).toISOString())} · <code>${escapeHtml(post.id)}</code></p>
${extras}<p style="white-space:pre-wrap">${escapeHtml(post.text)}</p>${media}${comments}</article>`;
}

export function publishedRouter(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const store = publishedPostsOf(ctx);
    const accounts = PUBLISHABLE_ACCOUNTS.map((account) => ({
      ...account,
      posts: store.of(account.platform, account.accountId).length,
      page: `${ctx.publicUrl}/_sandbox/published/${account.platform}/${encodeURIComponent(account.accountId)}`,
    }));
    if (wantsJson(req)) {
      res.json({ accounts });
      return;
    }
    const rows = accounts
      .map(
        (account) =>
          `<tr><td>${escapeHtml(PUBLISHED_PLATFORM_NAMES[account.platform])}</td><td><a href="/_sandbox/published/${account.platform}/${encodeURIComponent(account.accountId)}">${escapeHtml(account.name)}</a></td><td>${escapeHtml(account.ownerIdentity)}</td><td>${account.posts}</td></tr>`,
      )
      .join('');
    res
      .type('html')
      .send(
        htmlPage(
          'Published posts',
          `<h1>Published posts</h1><p class="muted">What the app published on each sample account.</p><table><thead><tr><th>Platform</th><th>Account</th><th>Owner</th><th>Posts</th></tr></thead><tbody>${rows}</tbody></table>`,
          { wide: true },
        ),
      );
  });

  router.get('/media/:id', (req, res) => {
    const media = publishedPostsOf(ctx).mediaFile(String(req.params.id));
    if (!media) {
      res.status(404).json({ error: 'not_found', error_description: 'No such media file.' });
      return;
    }
    res.type(media.mimeType).set('Cache-Control', 'no-store').send(media.bytes);
  });

  router.get('/samples/:file', (req, res) => {
    const sample = SAMPLE_MEDIA[String(req.params.file)];
    if (!sample) {
      res.status(404).json({ error: 'not_found', error_description: 'No such sample file.' });
      return;
    }
    res.type(sample.contentType).send(sample.bytes);
  });

  const accountOf = (req: Request, res: Response) => {
    const platform = String(req.params.platform);
    const accountId = String(req.params.accountId);
    const account = isPublishedPlatform(platform) ? findPublishableAccount(platform, accountId) : undefined;
    if (!account) res.status(404).json({ error: 'not_found', error_description: 'No such sample account.' });
    return account;
  };

  router.get('/:platform/:accountId', (req, res) => {
    const account = accountOf(req, res);
    if (!account) return;
    const posts = publishedPostsOf(ctx).of(account.platform, account.accountId);
    if (wantsJson(req)) {
      res.json({ ...account, posts: posts.map((post) => postView(post, ctx.publicUrl)) });
      return;
    }
    const body = posts.length ? posts.map(postHtml).join('') : '<p class="muted">Nothing published here yet.</p>';
    res
      .type('html')
      .send(
        htmlPage(
          `${account.name} on ${PUBLISHED_PLATFORM_NAMES[account.platform]}`,
          `<p><a href="/_sandbox/published">All accounts</a></p><h1>${escapeHtml(account.name)} on ${escapeHtml(PUBLISHED_PLATFORM_NAMES[account.platform])}</h1><p class="muted">${posts.length} published</p>${body}`,
        ),
      );
  });

  router.post('/:platform/:accountId/seed', (req, res) => {
    const account = accountOf(req, res);
    if (!account) return;
    const input = parseBody(SeedBody, req, res);
    if (!input) return;
    const store = publishedPostsOf(ctx);
    for (let index = 0; index < input.count; index += 1)
      store.add({
        platform: account.platform,
        accountId: account.accountId,
        // LinkedIn names a post by its URN; the other platforms by digits.
        id: `${account.platform === 'linkedin' ? 'urn:li:share:' : ''}${Date.now()}${String(store.count()).padStart(6, '0')}`,
        text: input.text,
        media: [],
        createdAt: Date.now() - input.ageDays * 24 * 3600 * 1000,
      });
    res.status(201).json({ posts: store.of(account.platform, account.accountId).length });
  });

  return router;
}
