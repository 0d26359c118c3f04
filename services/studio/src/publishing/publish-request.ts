import { publishedText } from '@scp/shared/contracts/studio/post-rules';
import { isProductPage, productLink } from '@scp/shared/contracts/studio/product-link';
import type { PublishMedia, PublishRequest, RecentPost } from '@scp/shared/contracts/settings/publishing-internal';
import type { PostDocument, PostMediaRecord, PostTargetRecord } from '../posts/post-model';

/** Our name of one target, `<postId>:<platform>:<accountId>`, as settings logs it. */
export function postRefOf(post: Pick<PostDocument, '_id'>, target: Pick<PostTargetRecord, 'platform' | 'accountId'>) {
  return `${String(post._id)}:${target.platform}:${target.accountId}`;
}

const mimeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

function mediaOf(item: PostMediaRecord): PublishMedia {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(item.url)?.[1]?.toLowerCase() ?? '';
  const mimeType = mimeByExtension[extension] ?? (item.type === 'video' ? 'video/mp4' : 'image/jpeg');
  return { url: item.url, type: item.type, mimeType, ...(item.alt ? { alt: item.alt } : {}) };
}

/**
 * What settings publishes for one account: the account's own text or the post's, with the hashtags
 * added and its product pages tagged for this platform, the post's campaign and the post, exactly as
 * the rules counted it (post-rules.ts `publishedText`), so the shop's analytics can tie a sale to the
 * post; and the platform's own fields where the owner gave them.
 */
export function publishRequestOf(post: PostDocument, target: PostTargetRecord): PublishRequest {
  const tagging = { postId: String(post._id), campaignId: post.campaignId ? String(post.campaignId) : null };
  const tags = { platform: target.platform, campaign: tagging.campaignId, postId: tagging.postId };
  return {
    postRef: postRefOf(post, target),
    text: publishedText(target.platform, target.text ?? post.text, post.hashtags, tagging),
    ...(target.title ? { title: target.title } : {}),
    ...(target.link ? { link: isProductPage(target.link) ? productLink(target.link, tags) : target.link } : {}),
    ...(target.boardId ? { boardId: target.boardId } : {}),
    ...(target.firstComment ? { firstComment: target.firstComment } : {}),
    media: post.media.map(mediaOf),
  };
}

/**
 * A platform keeps a post's words its own way (links shortened, spaces trimmed, a pin's title in
 * place of its text): compared without links and with spaces collapsed.
 */
function comparable(text: string): string {
  return text
    .replace(/https?:\/\/\S+/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Whether the platform's recent posts hold this request's post: made since `since` (less the
 * clocks' skew) with the same words (the text, or a pin's title). A post whose words are empty is
 * never taken for ours: it could be anyone's.
 */
export function findPublished(
  posts: readonly RecentPost[],
  request: PublishRequest,
  since: Date,
  skewMs: number,
): RecentPost | undefined {
  const ours = [request.text, request.title ?? ''].map(comparable).filter((words) => words !== '');
  if (ours.length === 0) return undefined;
  return posts.find(
    (post) => new Date(post.createdAt).getTime() >= since.getTime() - skewMs && ours.includes(comparable(post.text)),
  );
}
