import { isRecord, type PlatformReply } from '@scp/service-kit/oauth-client';
import { str } from '@scp/service-kit/platform-http';
import {
  DEFAULT_PROCESSING_WAIT,
  fetchMediaBytes,
  MEDIA_CALL_TIMEOUT_MS,
  publishFailureOf,
  PublishFailure,
  publishReply,
  waitFor,
  type PlatformPublisher,
  type ProcessingWait,
  type PublishRequest,
  type RecentPost,
} from '../platform-publisher';
import { numberOf, pathId, records, trimBase } from '../reader-support';

// LinkedIn's versioned REST API, posting as the company page the account is: each image is
// registered (Images API initializeUpload, owner the page), its bytes PUT to the upload URL
// LinkedIn answered, and waited for until LinkedIn made it AVAILABLE; then the post (Posts API,
// lifecycleState PUBLISHED) whose URN comes back in `x-restli-id`; then the owner's first comment
// under it, as the page (Comments API, `POST /rest/socialActions/{post urn}/comments`). LinkedIn
// reads the commentary as "little text", where reserved characters must be escaped or LinkedIn drops
// the rest of the text; a comment's text is plain.

/** The API version every call names (LinkedIn serves each monthly version for a year). */
export const LINKEDIN_VERSION = '202601';
/** The largest image this service hands to LinkedIn. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** A multi-image post takes 2 to 20 images. */
const MAX_IMAGES = 20;
const RESERVED = /[|{}@[\]()<>#\\*_~]/g;
const POST_URN = /^urn:li:(?:share|ugcPost):\d{1,30}$/;

/** The post's page on LinkedIn (`/feed/update/<urn>/`). */
function permalinkOf(web: string, urn: string): string {
  return `${web}/feed/update/${POST_URN.test(urn) ? urn : encodeURIComponent(urn)}/`;
}

/** The text as LinkedIn's little text: reserved characters escaped, `#word` as LinkedIn's hashtag template. */
export function littleText(text: string): string {
  return text
    .split(/(#[\p{L}\p{N}]+)/u)
    .map((part, index) =>
      index % 2 === 1 ? `{hashtag|\\#|${part.slice(1)}}` : part.replace(RESERVED, (char) => `\\${char}`),
    )
    .join('');
}

/** What a person reads of little text: templates and escapes undone. */
export function plainText(commentary: string): string {
  return commentary
    .replace(/\{hashtag\|\\#\|([^{}|\\]+)\}/g, '#$1')
    .replace(/@\[([^\]\\]+)\]\(urn:li:[a-z]+:[A-Za-z0-9_-]+\)/g, '$1')
    .replace(/\\(.)/gu, '$1');
}

/** LinkedIn's messages name the Java exception first; the owner reads the rest. */
export function ownerWords(failure: PublishFailure): PublishFailure {
  const words = failure.words.replace(/^(?:[\w$]+\.)+[\w$]*Exception:\s*/, '');
  return words === failure.words ? failure : new PublishFailure(failure.kind, words, failure.retryAfterSeconds);
}

export function createLinkedinPublisher(
  options: { api: string; web: string },
  wait: ProcessingWait = DEFAULT_PROCESSING_WAIT,
): PlatformPublisher {
  const api = trimBase(options.api);
  const web = trimBase(options.web);

  const call = async (
    what: string,
    url: string,
    token: string,
    init: { method?: string; body?: unknown },
  ): Promise<PlatformReply> =>
    publishReply(
      what,
      url,
      {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${token}`,
          'LinkedIn-Version': LINKEDIN_VERSION,
          'X-Restli-Protocol-Version': '2.0.0',
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      },
      (reply) => ownerWords(publishFailureOf(what, reply)),
    );

  /** One image registered, sent and processed: its URN. */
  const uploadImage = async (token: string, owner: string, url: string): Promise<string> => {
    const init = await call('LinkedIn image upload', `${api}/rest/images?action=initializeUpload`, token, {
      method: 'POST',
      body: { initializeUploadRequest: { owner } },
    });
    const value = isRecord(init.body) && isRecord(init.body.value) ? init.body.value : {};
    const uploadUrl = str(value.uploadUrl);
    const image = str(value.image);
    if (!uploadUrl || !image) throw new PublishFailure('unavailable', 'LinkedIn gave no upload URL for the image.');
    const { bytes, mimeType } = await fetchMediaBytes(url, MAX_IMAGE_BYTES);
    await publishReply(
      'LinkedIn image upload',
      uploadUrl,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': mimeType },
        body: new Uint8Array(bytes),
      },
      (reply) => ownerWords(publishFailureOf('LinkedIn image upload', reply)),
      MEDIA_CALL_TIMEOUT_MS,
    );
    // LinkedIn processes the image after the upload; a post may only name an AVAILABLE one.
    return waitFor(
      wait,
      async () => {
        const state = await call('LinkedIn image', `${api}/rest/images/${encodeURIComponent(image)}`, token, {});
        const status = isRecord(state.body) ? str(state.body.status) : undefined;
        if (status === 'AVAILABLE') return image;
        if (status === 'PROCESSING_FAILED')
          throw new PublishFailure('bad_request', 'LinkedIn could not process the image (it takes JPG, PNG and GIF).');
        return undefined;
      },
      'LinkedIn is still processing the image.',
    );
  };

  const contentOf = (ids: string[], post: PublishRequest) => {
    const alt = (index: number) => post.media[index]?.alt;
    if (ids.length === 0) return {};
    if (ids.length === 1) return { content: { media: { id: ids[0], ...(alt(0) ? { altText: alt(0) } : {}) } } };
    return {
      content: {
        multiImage: { images: ids.map((id, index) => ({ id, ...(alt(index) ? { altText: alt(index) } : {}) })) },
      },
    };
  };

  return {
    platform: 'linkedin',

    async publish(account, post) {
      const author = `urn:li:organization:${pathId(account.accountId, /^\d{1,19}$/, 'LinkedIn')}`;
      if (post.media.some((media) => media.type !== 'image'))
        throw new PublishFailure('bad_request', 'A LinkedIn post from the studio carries images only.');
      if (post.media.length > MAX_IMAGES)
        throw new PublishFailure('bad_request', `A LinkedIn post carries at most ${MAX_IMAGES} images.`);
      const ids: string[] = [];
      for (const media of post.media) ids.push(await uploadImage(account.accessToken, author, media.url));
      const reply = await call('LinkedIn post', `${api}/rest/posts`, account.accessToken, {
        method: 'POST',
        body: {
          author,
          commentary: littleText(post.text),
          visibility: 'PUBLIC',
          distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
          ...contentOf(ids, post),
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        },
      });
      const id = reply.headers.get('x-restli-id');
      if (!id) throw new PublishFailure('unavailable', 'LinkedIn did not say which post it made.');
      if (post.firstComment) {
        // The post exists now: a comment LinkedIn refuses may not turn the publish into a failure (a
        // retry would post it twice). The post stands without its first comment, as on Meta.
        try {
          await call(
            'LinkedIn comment',
            `${api}/rest/socialActions/${encodeURIComponent(id)}/comments`,
            account.accessToken,
            {
              method: 'POST',
              body: { actor: author, object: id, message: { text: post.firstComment } },
            },
          );
        } catch {
          // Left for the owner to add on LinkedIn.
        }
      }
      return { platformPostId: id, permalink: permalinkOf(web, id) };
    },

    async recentPosts(account, since) {
      const author = `urn:li:organization:${pathId(account.accountId, /^\d{1,19}$/, 'LinkedIn')}`;
      const reply = await call(
        'LinkedIn posts',
        `${api}/rest/posts?q=author&author=${encodeURIComponent(author)}&count=100&sortBy=CREATED`,
        account.accessToken,
        {},
      );
      const posts: RecentPost[] = [];
      for (const element of records(isRecord(reply.body) ? reply.body.elements : undefined)) {
        const id = str(element.id);
        const createdAt = numberOf(element.publishedAt ?? element.createdAt);
        if (!id || createdAt < since.getTime()) continue;
        posts.push({
          platformPostId: id,
          permalink: permalinkOf(web, id),
          text: plainText(str(element.commentary) ?? ''),
          createdAt: new Date(createdAt).toISOString(),
        });
      }
      return posts.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  };
}
