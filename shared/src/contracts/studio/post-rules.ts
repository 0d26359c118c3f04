// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the module's types, for every program that compiles this file
/// <reference path="./twitter-text-parse-tweet.d.ts" />
import parseTweet from 'twitter-text/dist/parseTweet';
import { tagProductLinks } from './product-link';
import { platformMediaRules, platformPostRules, type MediaType, type PostPlatform } from './studio-constants';
import { studioTexts } from './studio-texts';

/**
 * Each platform's rules for a post (validation rules), pure: the editor shows them live with their
 * counters, and the studio service refuses what they refuse, with the same words and field names.
 */

/**
 * What the rules read of one image or video: its kind and, once uploaded, its file's size and a
 * video's duration (the service reads them from the file; absent, only the kind is checked).
 */
export interface MediaFacts {
  type: MediaType;
  bytes?: number;
  durationMs?: number | null;
}

/** What the rules read of one platform's version of a post. */
export interface PlatformPostContent {
  /** The text as it goes to this platform (the account's own edit, or the post's text). */
  text: string;
  hashtags: readonly string[];
  media: readonly MediaFacts[];
  title?: string | null;
  link?: string | null;
  boardId?: string | null;
  firstComment?: string | null;
  /** What its product links are tagged with (absent: a post not saved yet, outside a campaign). */
  tagging?: PostTagging;
}

/**
 * `missing`: something the platform needs is not there yet (an image, a title, a board): a draft may
 * lack it, a scheduled post may not. `refused`: the platform would refuse what is there (too long,
 * too many hashtags, a bad link): neither a draft nor a scheduled post keeps it.
 */
export type RuleProblemKind = 'missing' | 'refused';

export interface RuleProblem {
  /** The request field the problem is about, a dotted path (`text`, `targets.1.title`, `media`). */
  field: string;
  text: string;
  kind: RuleProblemKind;
}

export interface PlatformCheck {
  /**
   * The text's length as the platform counts it (X's weighted count), as it is published: hashtags
   * included, product links tagged.
   */
  used: number;
  limit: number;
  problems: RuleProblem[];
}

/** Where each part of a platform's content came from in the request, to name the field of a problem. */
export interface ContentFields {
  text: string;
  hashtags: string;
  media: string;
  title: string;
  link: string;
  boardId: string;
  firstComment: string;
}

const defaultFields: ContentFields = {
  text: 'text',
  hashtags: 'hashtags',
  media: 'media',
  title: 'title',
  link: 'link',
  boardId: 'boardId',
  firstComment: 'firstComment',
};

const hashtagInText = /(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

/** A hashtag as the owner typed it, without its `#`. */
export function bareHashtag(tag: string): string {
  return tag.trim().replace(/^#+/, '');
}

/**
 * The text a platform receives: the text, then the post's hashtags not already in it, on a line of
 * their own. What the counters count and what is published are the same string.
 */
export function composedText(text: string, hashtags: readonly string[]): string {
  const inText = new Set(hashtagsIn(text).map((tag) => tag.toLowerCase()));
  const added = hashtags
    .map(bareHashtag)
    .filter((tag) => tag !== '' && !inText.has(tag.toLowerCase()))
    .filter((tag, index, all) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index);
  if (added.length === 0) return text;
  const tags = added.map((tag) => `#${tag}`).join(' ');
  return text.trim() === '' ? tags : `${text.trimEnd()}\n\n${tags}`;
}

/** What a post's product links are tagged with besides the platform (product-link.ts). */
export interface PostTagging {
  /** The post's id; null before it is saved. */
  postId: string | null;
  /** The post's campaign's id; null outside a campaign. */
  campaignId: string | null;
}

/**
 * A post not saved yet has no id, and its links will carry the one it gets: every post's id is as
 * long as this (a 24-character ObjectId), so its count is already the published one.
 */
const UNSAVED_POST_ID = '0'.repeat(24);

/**
 * The text exactly as `platform` receives it: the composed text (hashtags added) with its product
 * pages tagged for this platform, the post and its campaign. The studio publishes this string, and
 * the rules count it, so a post is never refused at publishing for a link the counter did not see.
 */
export function publishedText(
  platform: PostPlatform,
  text: string,
  hashtags: readonly string[],
  tagging: PostTagging = { postId: null, campaignId: null },
): string {
  return tagProductLinks(composedText(text, hashtags), {
    platform,
    campaign: tagging.campaignId,
    postId: tagging.postId ?? UNSAVED_POST_ID,
  });
}

/** The hashtags written in a text, without their `#`. */
export function hashtagsIn(text: string): string[] {
  return [...text.matchAll(hashtagInText)].map((match) => match[1] ?? '');
}

/** The length of a text as the platform counts it: X's weighted count, else Unicode characters. */
export function countFor(platform: PostPlatform, text: string): number {
  if (platformPostRules[platform].counting === 'weighted') return parseTweet(text).weightedLength;
  return [...text].length;
}

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The first of a post's files the platform would refuse (platformMediaRules): a kind it does not
 * take (unless the platform's need of another kind is already named), an image too large, a video
 * too short, too long or too large.
 */
function checkMediaFiles(platform: PostPlatform, media: readonly MediaFacts[], needNamed: boolean): string | undefined {
  const rules = platformMediaRules[platform];
  const name = studioTexts.platformNames[platform];
  const texts = studioTexts.media.rules;
  if (!needNamed && media.some((item) => !rules.takes.includes(item.type))) {
    return rules.takes.includes('image') ? texts.imagesOnly(name) : texts.videosOnly(name);
  }
  for (const item of media) {
    if (!rules.takes.includes(item.type) || item.bytes === undefined) continue;
    if (item.type === 'image' && item.bytes > rules.imageMaxBytes)
      return texts.imageTooLarge(name, rules.imageMaxBytes);
    const video = rules.video;
    if (item.type !== 'video' || !video) continue;
    const seconds = (item.durationMs ?? 0) / 1000;
    if (seconds < video.minSeconds) return texts.videoTooShort(name, video.minSeconds);
    if (seconds > video.maxSeconds) return texts.videoTooLong(name, video.maxSeconds);
    if (item.bytes > video.maxBytes) return texts.videoTooLarge(name, video.maxBytes);
  }
  return undefined;
}

/** One platform's check of its version of a post: the counter and every reason it cannot go as it is. */
export function checkForPlatform(
  platform: PostPlatform,
  content: PlatformPostContent,
  fields: Partial<ContentFields> = {},
): PlatformCheck {
  const rules = platformPostRules[platform];
  const field = { ...defaultFields, ...fields };
  const name = studioTexts.platformNames[platform];
  const texts = studioTexts.rules;
  const text = publishedText(platform, content.text, content.hashtags, content.tagging);
  const used = countFor(platform, text);
  const problems: RuleProblem[] = [];
  const add = (at: string, words: string, kind: RuleProblemKind = 'refused') =>
    problems.push({ field: at, text: words, kind });
  const lacks = (at: string, words: string) => add(at, words, 'missing');

  if (text.trim() === '' && content.media.length === 0) lacks(field.text, texts.empty);
  if (used > rules.textLimit) {
    add(
      field.text,
      rules.counting === 'weighted'
        ? texts.weightedTooLong(name, rules.textLimit)
        : texts.textTooLong(name, rules.textLimit),
    );
  } else if (rules.counting === 'weighted' && text !== '' && parseTweet(text).valid === false && used > 0) {
    // Within the length, twitter-text still refuses characters X does not take (U+FFFE, U+FEFF...).
    add(field.text, texts.invalidCharacters(name));
  }
  if (rules.maxHashtags !== null && hashtagsIn(text).length > rules.maxHashtags) {
    add(field.hashtags, texts.tooManyHashtags(name, rules.maxHashtags));
  }

  const types = content.media.map((item) => item.type);
  if (rules.needsMedia === 'image_or_video' && types.length === 0) lacks(field.media, texts.needsImageOrVideo(name));
  if (rules.needsMedia === 'video' && !types.includes('video')) lacks(field.media, texts.needsVideo(name));
  if (rules.needsMedia === 'image' && !types.includes('image')) lacks(field.media, texts.needsImage(name));
  if (types.length > rules.maxMedia) add(field.media, texts.tooManyMedia(name, rules.maxMedia));
  const needNamed = problems.some((problem) => problem.field === field.media && problem.kind === 'missing');
  const mediaProblem = checkMediaFiles(platform, content.media, needNamed);
  if (mediaProblem) add(field.media, mediaProblem);

  if (rules.titleMax !== null) {
    const title = content.title?.trim() ?? '';
    if (title === '') lacks(field.title, texts.needsTitle(name));
    else if ([...title].length > rules.titleMax) add(field.title, texts.titleTooLong(name, rules.titleMax));
  }
  if (rules.needsBoard && (content.boardId?.trim() ?? '') === '') lacks(field.boardId, texts.needsBoard(name));
  const link = content.link?.trim() ?? '';
  if (rules.needsLink && link === '') lacks(field.link, texts.needsLink(name));
  else if (link !== '' && !isWebLink(link)) add(field.link, texts.badLink);
  if (!rules.firstComment && (content.firstComment?.trim() ?? '') !== '') {
    add(field.firstComment, texts.noFirstComment(name));
  } else if (rules.firstCommentMax !== undefined && [...(content.firstComment ?? '')].length > rules.firstCommentMax) {
    // The platform would refuse the comment after publishing the post: it would be lost without a word.
    add(field.firstComment, texts.firstCommentTooLong(name, rules.firstCommentMax));
  }
  return { used, limit: rules.textLimit, problems };
}

/** What the rules read of a whole post: its shared text, hashtags and media, and its accounts. */
export interface PostForRules {
  /** Its id and campaign, which its product links are tagged with (absent: not saved, no campaign). */
  postId?: string | null;
  campaignId?: string | null;
  text: string;
  hashtags: readonly string[];
  media: readonly MediaFacts[];
  targets: readonly {
    platform: PostPlatform;
    accountId: string;
    text?: string | null;
    title?: string | null;
    link?: string | null;
    boardId?: string | null;
    firstComment?: string | null;
  }[];
}

export interface TargetCheck extends PlatformCheck {
  platform: PostPlatform;
  accountId: string;
}

/**
 * Every account's check of a post, in the order of its targets, with each problem's field as the
 * request names it (`targets.2.text` for an account's own text, `text` for the shared one).
 */
export function checkPost(post: PostForRules): TargetCheck[] {
  return post.targets.map((target, index) => {
    const own = (key: string) => `targets.${index}.${key}`;
    const hasOwnText = typeof target.text === 'string';
    const check = checkForPlatform(
      target.platform,
      {
        text: hasOwnText ? (target.text ?? '') : post.text,
        hashtags: post.hashtags,
        media: post.media,
        title: target.title,
        link: target.link,
        boardId: target.boardId,
        firstComment: target.firstComment,
        tagging: { postId: post.postId ?? null, campaignId: post.campaignId ?? null },
      },
      {
        text: hasOwnText ? own('text') : 'text',
        title: own('title'),
        link: own('link'),
        boardId: own('boardId'),
        firstComment: own('firstComment'),
      },
    );
    return { platform: target.platform, accountId: target.accountId, ...check };
  });
}

/**
 * The first problem of a post that stops it, if any: the one a service's 400 names. A draft is
 * stopped by `refused` problems only; a post to be scheduled by any.
 */
export function firstProblem(checks: readonly TargetCheck[], stage: 'draft' | 'scheduled'): RuleProblem | undefined {
  return checks
    .flatMap((check) => check.problems)
    .find((problem) => stage === 'scheduled' || problem.kind === 'refused');
}
