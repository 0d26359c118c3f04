import { createHash } from 'node:crypto';
import { addDays, followersOn, isoDay } from '../generators';
import { seededRandom } from '../seeded-random';

// Sample competitor accounts: public profiles other businesses keep on Instagram, Facebook and
// TikTok, as the platforms' public-data endpoints show them to anyone allowed to look. Like every
// other sandbox figure, a value depends only on the account and the day (generators.ts): the
// followers of a day are followersOn's, and whether the account posted on a day, when, and how
// the post did are seeded by that day, so a daily snapshot sees a history build up.

export type CompetitorPlatform = 'instagram' | 'facebook' | 'tiktok';

export interface CompetitorAccount {
  platform: CompetitorPlatform;
  /** The public handle (Instagram username, Facebook page username, TikTok username). */
  handle: string;
  name: string;
  biography: string;
  category: string;
}

export interface CompetitorPost {
  id: string;
  /** When it was posted (ms). */
  postedAt: number;
  caption: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  likes: number;
  comments: number;
  shares: number;
  /** A video's plays (every TikTok post; Instagram and Facebook videos). */
  views: number;
}

interface Brand {
  handle: string;
  name: string;
  category: string;
  biography: string;
  platforms: CompetitorPlatform[];
}

/** Bakeries, outdoor gear and ceramics: the sample owners' trades (identities.ts). */
const BRANDS: readonly Brand[] = [
  {
    handle: 'crumbandcrust',
    name: 'Crumb & Crust Bakery',
    category: 'Bakery',
    biography: 'Naturally leavened bread and morning buns. Baked before sunrise.',
    platforms: ['instagram', 'facebook', 'tiktok'],
  },
  {
    handle: 'northloafbakery',
    name: 'North Loaf Bakery',
    category: 'Bakery',
    biography: 'Rye, spelt and seasonal tarts from a small neighbourhood oven.',
    platforms: ['instagram', 'facebook'],
  },
  {
    handle: 'summitsupplyco',
    name: 'Summit Supply Co.',
    category: 'Outdoor & Sporting Goods',
    biography: 'Packs, shells and camp kit tested on real trails.',
    platforms: ['instagram', 'facebook', 'tiktok'],
  },
  {
    handle: 'trailandpine',
    name: 'Trail & Pine',
    category: 'Outdoor & Sporting Goods',
    biography: 'Light gear for long days outside.',
    platforms: ['instagram', 'tiktok'],
  },
  {
    handle: 'kilnandclay',
    name: 'Kiln & Clay',
    category: 'Arts & Crafts Store',
    biography: 'Wheel-thrown stoneware, fired in small batches.',
    platforms: ['instagram', 'facebook', 'tiktok'],
  },
  {
    handle: 'glazestudio',
    name: 'Glaze Studio',
    category: 'Arts & Crafts Store',
    biography: 'Mugs, bowls and vases with glazes mixed in-house.',
    platforms: ['instagram', 'facebook'],
  },
];

export const COMPETITOR_ACCOUNTS: readonly CompetitorAccount[] = BRANDS.flatMap((brand) =>
  brand.platforms.map((platform) => ({
    platform,
    handle: brand.handle,
    name: brand.name,
    biography: brand.biography,
    category: brand.category,
  })),
);

/** The sample account with this handle on this platform (case-insensitive, a leading @ allowed). */
export function findCompetitor(platform: CompetitorPlatform, handle: string): CompetitorAccount | undefined {
  const wanted = handle.trim().replace(/^@/, '').toLowerCase();
  return COMPETITOR_ACCOUNTS.find((account) => account.platform === platform && account.handle === wanted);
}

function keyOf(account: CompetitorAccount): string {
  return `competitor:${account.platform}:${account.handle}`;
}

/** A stable numeric id for `seed`, `digits` long (Graph and TikTok ids are long digit strings). */
function numericId(seed: string, digits: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  const number = BigInt(`0x${hex.slice(0, 24)}`)
    .toString()
    .padStart(digits, '0')
    .slice(-digits + 1);
  return `1${number}`;
}

/** The account's platform id (an Instagram user id, a Facebook page id, a TikTok user id). */
export function competitorId(account: CompetitorAccount): string {
  return numericId(`${keyOf(account)}:id`, account.platform === 'tiktok' ? 19 : 17);
}

/** Followers at the end of `date` (YYYY-MM-DD); today's is the count the platform shows now. */
export function competitorFollowers(account: CompetitorAccount, date: string): number {
  return followersOn(keyOf(account), date);
}

/** How many posts the account has made in all, as the profile counts them. */
export function competitorPostCount(account: CompetitorAccount): number {
  return seededRandom(`${keyOf(account)}:post-count`).int(120, 1400);
}

const CAPTIONS: Record<string, readonly string[]> = {
  Bakery: [
    'Fresh out of the oven this morning.',
    'Weekend pastry box is back.',
    'How we shape our country loaf.',
    'New seasonal tart: plum and almond.',
    'Behind the counter at 5 am.',
  ],
  'Outdoor & Sporting Goods': [
    'Packed and ready for the ridge.',
    'Three ways to layer for cold mornings.',
    'New colourways just landed.',
    'Field test: a week in the rain.',
    'Camp kitchen essentials.',
  ],
  'Arts & Crafts Store': [
    'Straight from the kiln.',
    'Glaze test tiles for the spring line.',
    'Trimming a batch of mugs.',
    'Restock drops Friday at noon.',
    'Studio tour: where the clay gets wedged.',
  ],
};

/** The hashtags a trade's posts carry (Instagram's hashtag search finds the posts by them). */
export const COMPETITOR_HASHTAGS: Record<string, readonly string[]> = {
  Bakery: ['sourdough', 'bakery', 'freshbread', 'pastry', 'realbread'],
  'Outdoor & Sporting Goods': ['hiking', 'outdoorgear', 'camping', 'trailrunning', 'getoutside'],
  'Arts & Crafts Store': ['ceramics', 'pottery', 'handmade', 'stoneware', 'glaze'],
};

/** Two or three of the trade's hashtags, seeded by the post alone (the day's other draws stay as they were). */
function hashtagsFor(key: string, category: string, date: string, index: number): string {
  const tags = COMPETITOR_HASHTAGS[category] ?? COMPETITOR_HASHTAGS.Bakery!;
  const random = seededRandom(`${key}:tags:${date}:${index}`);
  const chosen = new Set<string>();
  const wanted = random.int(2, 3);
  while (chosen.size < wanted) chosen.add(random.pick(tags));
  return [...chosen].map((tag) => `#${tag}`).join(' ');
}

/**
 * The posts the account made on `date`, oldest first: a per-account rate of 2 to 10 a week, each
 * at a seeded hour, with likes, comments and shares from the day's followers and an
 * account-specific engagement rate (a video's views several times its followers on TikTok).
 */
export function competitorPostsOn(account: CompetitorAccount, date: string): CompetitorPost[] {
  const key = keyOf(account);
  const shape = seededRandom(`${key}:post-shape`);
  const perWeek = shape.int(2, 10);
  const engagementRate = 0.01 + shape.int(0, 50) / 1000;
  const day = seededRandom(`${key}:posts:${date}`);
  const whole = Math.floor(perWeek / 7);
  const count = whole + (day.chance(perWeek / 7 - whole) ? 1 : 0);
  const followers = competitorFollowers(account, date);
  const captions = CAPTIONS[account.category] ?? CAPTIONS.Bakery!;
  const posts: CompetitorPost[] = [];
  for (let index = 0; index < count; index += 1) {
    const hour = day.int(7, 21);
    const minute = day.int(0, 59);
    const postedAt = Date.parse(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
    const engaged = Math.round(followers * engagementRate * (0.4 + day.next() * 1.4));
    const mediaType =
      account.platform === 'tiktok' ? 'VIDEO' : day.pick(['IMAGE', 'IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const);
    posts.push({
      id: numericId(`${key}:post:${date}:${index}`, account.platform === 'tiktok' ? 19 : 17),
      postedAt,
      caption: `${day.pick(captions)} ${hashtagsFor(key, account.category, date, index)}`,
      mediaType,
      likes: Math.round(engaged * 0.86),
      comments: Math.round(engaged * 0.09),
      shares: Math.round(engaged * 0.05),
      views:
        mediaType === 'VIDEO'
          ? Math.round(followers * (account.platform === 'tiktok' ? 0.5 + day.next() * 3 : 0.3))
          : 0,
    });
  }
  return posts.sort((a, b) => a.postedAt - b.postedAt);
}

/** The account's most recent posts made before `now` (ms), newest first, at most `limit`, from the last 90 days. */
export function recentCompetitorPosts(account: CompetitorAccount, limit: number, now = Date.now()): CompetitorPost[] {
  const posts: CompetitorPost[] = [];
  const today = isoDay(new Date(now));
  for (let back = 0; back < 90 && posts.length < limit; back += 1) {
    const dayPosts = competitorPostsOn(account, addDays(today, -back)).filter((post) => post.postedAt <= now);
    posts.push(...dayPosts.reverse());
  }
  return posts.slice(0, limit);
}
