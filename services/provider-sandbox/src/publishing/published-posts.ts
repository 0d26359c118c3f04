import { randomBytes } from 'node:crypto';
import { SAMPLE_IDENTITIES } from '../identities';
import type { MediaKind } from '../providers/media-signature';
import { perSandbox } from '../providers/per-sandbox';

// What the app published on each sample account, as the platform would show it: every platform's
// publishing endpoints record their posts here, and /_sandbox/published shows them to a person
// (and, as JSON, to an end-to-end test). One store per sandbox instance (per-sandbox.ts).

export const PUBLISHED_PLATFORMS = ['instagram', 'facebook', 'tiktok', 'linkedin', 'x', 'pinterest'] as const;
export type PublishedPlatform = (typeof PUBLISHED_PLATFORMS)[number];

export const PUBLISHED_PLATFORM_NAMES: Record<PublishedPlatform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
  pinterest: 'Pinterest',
};

export function isPublishedPlatform(value: string): value is PublishedPlatform {
  return (PUBLISHED_PLATFORMS as readonly string[]).includes(value);
}

/** An account of a sample identity that posts can be published to. */
export interface PublishableAccount {
  platform: PublishedPlatform;
  accountId: string;
  name: string;
  ownerIdentity: string;
}

/** Every sample account, by platform: the pages, Instagram accounts, TikTok, LinkedIn pages, X and Pinterest users. */
export const PUBLISHABLE_ACCOUNTS: readonly PublishableAccount[] = SAMPLE_IDENTITIES.flatMap((identity) => {
  const owner = identity.id;
  return [
    ...identity.facebookPages.flatMap((page) => [
      { platform: 'facebook' as const, accountId: page.id, name: page.name, ownerIdentity: owner },
      ...(page.instagram
        ? [
            {
              platform: 'instagram' as const,
              accountId: page.instagram.id,
              name: `@${page.instagram.username}`,
              ownerIdentity: owner,
            },
          ]
        : []),
    ]),
    {
      platform: 'tiktok' as const,
      accountId: identity.subjects.tiktok,
      name: `@${identity.usernames.tiktok}`,
      ownerIdentity: owner,
    },
    ...identity.linkedinOrganizations.map((organization) => ({
      platform: 'linkedin' as const,
      accountId: organization.id,
      name: organization.localizedName,
      ownerIdentity: owner,
    })),
    { platform: 'x' as const, accountId: identity.subjects.x, name: `@${identity.usernames.x}`, ownerIdentity: owner },
    {
      platform: 'pinterest' as const,
      accountId: identity.subjects.pinterest,
      name: identity.usernames.pinterest,
      ownerIdentity: owner,
    },
  ];
});

export function findPublishableAccount(platform: string, accountId: string): PublishableAccount | undefined {
  return PUBLISHABLE_ACCOUNTS.find((account) => account.platform === platform && account.accountId === accountId);
}

/** A media file as the platform received it (fetched from its URL or uploaded). */
export interface PublishedMediaInput {
  kind: MediaKind;
  mimeType: string;
  bytes: Buffer;
  alt?: string;
  /** The URL the platform fetched it from, when it did. */
  sourceUrl?: string;
}

export interface PublishedMedia extends PublishedMediaInput {
  id: string;
}

export interface PublishedPostInput {
  platform: PublishedPlatform;
  accountId: string;
  /** The platform's id of the post. */
  id: string;
  text: string;
  title?: string;
  link?: string;
  /** Pinterest's board, or any other place within the account the post went to. */
  boardId?: string;
  media: PublishedMediaInput[];
  /** Default now. */
  createdAt?: number;
}

export interface PublishedComment {
  id: string;
  text: string;
  at: number;
}

export interface PublishedPost extends Omit<PublishedPostInput, 'media' | 'createdAt'> {
  media: PublishedMedia[];
  createdAt: number;
  comments: PublishedComment[];
}

/** Where a person sees a post the sandbox published: its account's page, at the post. */
export function publishedPermalink(publicUrl: string, platform: PublishedPlatform, accountId: string, postId: string) {
  return `${publicUrl}/_sandbox/published/${platform}/${encodeURIComponent(accountId)}#post-${encodeURIComponent(postId)}`;
}

export class PublishedPosts {
  private readonly posts: PublishedPost[] = [];
  private readonly media = new Map<string, PublishedMedia>();

  add(input: PublishedPostInput): PublishedPost {
    const post: PublishedPost = {
      ...input,
      media: input.media.map((media) => {
        const stored = { ...media, id: randomBytes(9).toString('base64url') };
        this.media.set(stored.id, stored);
        return stored;
      }),
      createdAt: input.createdAt ?? Date.now(),
      comments: [],
    };
    this.posts.push(post);
    return post;
  }

  /** An account's posts, newest first. */
  of(platform: PublishedPlatform, accountId: string): PublishedPost[] {
    return this.posts
      .filter((post) => post.platform === platform && post.accountId === accountId)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  find(platform: PublishedPlatform, id: string): PublishedPost | undefined {
    return this.posts.find((post) => post.platform === platform && post.id === id);
  }

  /** Posts of the account made at or after `since` (ms): what a platform counts against a moving window. */
  countSince(platform: PublishedPlatform, accountId: string, since: number): number {
    return this.of(platform, accountId).filter((post) => post.createdAt >= since).length;
  }

  comment(post: PublishedPost, text: string): PublishedComment {
    const comment = { id: String(BigInt(Date.now()) * 1000n + BigInt(post.comments.length)), text, at: Date.now() };
    post.comments.push(comment);
    return comment;
  }

  mediaFile(id: string): PublishedMedia | undefined {
    return this.media.get(id);
  }

  count(): number {
    return this.posts.length;
  }
}

export const publishedPostsOf = perSandbox(() => new PublishedPosts());
