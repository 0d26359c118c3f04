import { bareHashtag, checkPost, type TargetCheck } from '@scp/shared/contracts/studio/post-rules';
import type { Post, PostCreateRequest, PostMedia, PostTargetInput } from '@scp/shared/contracts/studio/studio-api';
import { type PostPlatform, postPlatforms } from '@scp/shared/contracts/studio/studio-constants';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';

/** One account picked for the post, by platform and the platform's account id. */
export interface PickedAccount {
  platform: PostPlatform;
  accountId: string;
}

/** What one platform gets besides the text: its own fields (the same for each of its accounts). */
export interface PlatformFields {
  /** This platform's own text; null: the main text ('Same as main'). */
  text: string | null;
  title: string;
  link: string;
  boardId: string;
  firstComment: string;
}

/** The editor's state of a post: what the owner sees and edits, turned into a request on save. */
export interface PostDraft {
  text: string;
  hashtags: string[];
  /** The post's images and videos in their order (uploaded by the media field, which adds their size and duration). */
  media: PostMedia[];
  accounts: PickedAccount[];
  fields: Record<PostPlatform, PlatformFields>;
  /** The wall-clock date (`YYYY-MM-DD`) and time (`HH:mm`) in the owner's zone; empty until picked. */
  date: string;
  time: string;
  /** The campaign the post is in: its own, or the one whose page 'New post in this campaign' came from. */
  campaignId: string | null;
}

const emptyFields = (): PlatformFields => ({ text: null, title: '', link: '', boardId: '', firstComment: '' });

function allEmptyFields(): Record<PostPlatform, PlatformFields> {
  return Object.fromEntries(postPlatforms.map((platform) => [platform, emptyFields()])) as Record<
    PostPlatform,
    PlatformFields
  >;
}

export function emptyDraft(): PostDraft {
  return {
    text: '',
    hashtags: [],
    media: [],
    accounts: [],
    fields: allEmptyFields(),
    date: '',
    time: '',
    campaignId: null,
  };
}

/** A saved post as the editor shows it, its time on the wall clock of `timeZone`. */
export function draftFromPost(post: Post, timeZone: string): PostDraft {
  const fields = allEmptyFields();
  for (const target of post.targets) {
    fields[target.platform] = {
      text: target.text,
      title: target.title ?? '',
      link: target.link ?? '',
      boardId: target.boardId ?? '',
      firstComment: target.firstComment ?? '',
    };
  }
  const local = post.scheduledAt ? localTimeOf(post.scheduledAt, post.timeZone ?? timeZone) : '';
  return {
    text: post.text,
    hashtags: [...post.hashtags],
    media: [...post.media],
    accounts: post.targets.map(({ platform, accountId }) => ({ platform, accountId })),
    fields,
    date: local.slice(0, 10),
    time: local.slice(11),
    campaignId: post.campaignId,
  };
}

/** The platforms of the picked accounts, each once, in the platforms' order. */
export function pickedPlatforms(draft: PostDraft): PostPlatform[] {
  return postPlatforms.filter((platform) => draft.accounts.some((account) => account.platform === platform));
}

export function isPicked(draft: PostDraft, account: PickedAccount): boolean {
  return draft.accounts.some(
    (picked) => picked.platform === account.platform && picked.accountId === account.accountId,
  );
}

/** The text `platform` receives before its hashtags: its own, or the main text. */
export function textFor(draft: PostDraft, platform: PostPlatform): string {
  return draft.fields[platform].text ?? draft.text;
}

const trimmedOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The accounts as the request's targets, each with its platform's own fields. */
function targetsOf(draft: PostDraft): PostTargetInput[] {
  return draft.accounts.map(({ platform, accountId }) => {
    const own = draft.fields[platform];
    return {
      platform,
      accountId,
      text: own.text,
      title: trimmedOrNull(own.title),
      link: trimmedOrNull(own.link),
      boardId: trimmedOrNull(own.boardId),
      firstComment: trimmedOrNull(own.firstComment),
    };
  });
}

/** The body of a create or update request: everything the editor holds but the time. */
export function requestOf(draft: PostDraft): PostCreateRequest {
  return {
    text: draft.text,
    hashtags: draft.hashtags,
    media: draft.media.map(({ id, alt }) => ({ id, alt })),
    targets: targetsOf(draft),
    ...(draft.campaignId && { campaignId: draft.campaignId }),
  };
}

/**
 * Each picked account's check by the platforms' rules, in the order the accounts were picked, on
 * the text as it is published: its product links tagged with the post's id (`postId`, once saved)
 * and campaign, as the service checks and publishes it.
 */
export function checksOf(draft: PostDraft, postId: string | null = null): TargetCheck[] {
  return checkPost({
    postId,
    campaignId: draft.campaignId,
    text: draft.text,
    hashtags: draft.hashtags,
    media: draft.media,
    targets: targetsOf(draft),
  });
}

/** Hashtags typed into the field (`#a, b #c`): bare, without duplicates, in order. */
export function parseHashtags(input: string): string[] {
  const seen = new Set<string>();
  return input
    .split(/[\s,]+/)
    .map(bareHashtag)
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
