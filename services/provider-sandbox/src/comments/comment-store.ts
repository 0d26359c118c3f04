import { randomBytes } from 'node:crypto';
import type { MessagingPlatform } from '../messaging/messaging-accounts';
import { perSandbox } from '../providers/per-sandbox';

// Customers' comments under the posts the app published on a page or Instagram account, and what
// the page did with them (public replies, its one private reply, hiding), one store per sandbox.

/** Meta lets a page send one private reply to a comment, up to 7 days after it was made. */
export const PRIVATE_REPLY_WINDOW_MS = 7 * 24 * 3600 * 1000;

export interface CommentReply {
  id: string;
  text: string;
  at: number;
}

export interface CustomerComment {
  id: string;
  platform: MessagingPlatform;
  /** The page or Instagram account whose post it is under. */
  accountId: string;
  /** The page whose token reaches it (for Instagram: the page the account is linked to). */
  pageId: string;
  /** The Facebook post (`<page id>_<post id>`) or Instagram media id. */
  postId: string;
  customerId: string;
  customerName: string;
  text: string;
  at: number;
  hidden: boolean;
  /** The page's public replies under it, oldest first. */
  replies: CommentReply[];
  /** The page's private reply to the commenter (a Messenger or Instagram Direct message). */
  privateReply: (CommentReply & { mid: string }) | null;
}

const digits = (count: number) =>
  Array.from(randomBytes(count), (byte) => String(byte % 10))
    .join('')
    .replace(/^0/, '1');

export class CommentStore {
  private readonly comments: CustomerComment[] = [];

  add(input: Omit<CustomerComment, 'id' | 'hidden' | 'replies' | 'privateReply'>): CustomerComment {
    // Graph's ids: `<post id>_<comment id>` on Facebook, a bare number on Instagram.
    const id =
      input.platform === 'facebook' ? `${input.postId.split('_').pop() ?? input.postId}_${digits(16)}` : digits(17);
    const comment: CustomerComment = { ...input, id, hidden: false, replies: [], privateReply: null };
    this.comments.push(comment);
    return comment;
  }

  find(id: string): CustomerComment | undefined {
    return this.comments.find((comment) => comment.id === id);
  }

  /** Newest first. */
  list(filter: { platform?: MessagingPlatform; accountId?: string; postId?: string }): CustomerComment[] {
    return this.comments
      .filter(
        (comment) =>
          (!filter.platform || comment.platform === filter.platform) &&
          (!filter.accountId || comment.accountId === filter.accountId) &&
          (!filter.postId || comment.postId === filter.postId),
      )
      .sort((a, b) => b.at - a.at);
  }

  reply(comment: CustomerComment, text: string): CommentReply {
    const made = {
      id: comment.platform === 'facebook' ? `${comment.id.split('_')[0]}_${digits(16)}` : digits(17),
      text,
      at: Date.now(),
    };
    comment.replies.push(made);
    return made;
  }

  clear(): number {
    const count = this.comments.length;
    this.comments.length = 0;
    return count;
  }
}

export const commentsOf = perSandbox(() => new CommentStore());

export function newReplyMid(): string {
  return `m_${randomBytes(18).toString('base64url')}`;
}
