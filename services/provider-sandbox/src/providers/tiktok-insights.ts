import { randomBytes } from 'node:crypto';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { addDays, DATA_EPOCH, dailyActivity, dailyCount, isoDay } from '../generators';
import { seededRandom } from '../seeded-random';
import { publishedTiktokVideos } from './tiktok-publishing';

// TikTok's Display API video list (`POST /v2/video/list/`): the person's public videos, newest first,
// paged by a millisecond cursor. The videos posted on a day, and their counts, depend only on the
// account key the profile endpoint uses (`tiktok:<open_id>`) and the day.

const MAX_COUNT = 20;
const DEFAULT_COUNT = 10;
const VIDEO_FIELDS = new Set([
  'id',
  'create_time',
  'cover_image_url',
  'share_url',
  'video_description',
  'duration',
  'height',
  'width',
  'title',
  'embed_html',
  'embed_link',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
]);

const TOPICS = [
  'behind the scenes',
  'new arrivals',
  'how we make it',
  'customer favourite',
  'weekend special',
  'packing orders',
];

export interface GeneratedVideo {
  id: string;
  create_time: number;
  title: string;
  video_description: string;
  duration: number;
  view_count: number;
  like_count: number;
  comment_count: number;
  share_count: number;
}

/** The videos an account posted on `date` (0 to 2; more on busy days), oldest first. */
export function videosOn(key: string, date: string): GeneratedVideo[] {
  const random = seededRandom(`${key}:videos:${date}`);
  const activity = dailyActivity(key, date);
  const count = random.next() < Math.min(0.9, 0.35 * activity) ? (random.chance(0.25) ? 2 : 1) : 0;
  const dayStart = Date.parse(`${date}T00:00:00Z`) / 1000;
  const index = Math.round((dayStart - Date.parse(`${DATA_EPOCH}T00:00:00Z`) / 1000) / 86400);
  const videos: GeneratedVideo[] = [];
  for (let seq = 0; seq < count; seq += 1) {
    const views = dailyCount(key, `video-views-${seq}`, date, 2400);
    const topic = random.pick(TOPICS);
    videos.push({
      id: String(7300000000000000000n + BigInt(index * 10 + seq) * 1000003n),
      create_time: dayStart + 3600 * (9 + seq * 6) + random.int(0, 3599),
      title: topic,
      video_description: `${topic[0]?.toUpperCase()}${topic.slice(1)} #smallbusiness`,
      duration: random.int(8, 90),
      view_count: views,
      like_count: Math.round(views * (0.04 + random.next() * 0.05)),
      comment_count: Math.round(views * (0.002 + random.next() * 0.006)),
      share_count: Math.round(views * (0.001 + random.next() * 0.004)),
    });
  }
  return videos;
}

function invalidParams(message: string): DataReply {
  return new DataReply(400, {
    data: {},
    error: { code: 'invalid_params', message, log_id: randomBytes(16).toString('hex').toUpperCase() },
  });
}

function videoList(ctx: DataContext): unknown {
  const fields =
    typeof ctx.query.fields === 'string'
      ? ctx.query.fields
          .split(',')
          .map((field) => field.trim())
          .filter(Boolean)
      : [];
  if (!fields.length) return invalidParams('The fields parameter is required.');
  const unknown = fields.find((field) => !VIDEO_FIELDS.has(field));
  if (unknown) return invalidParams(`Invalid field: ${unknown}`);
  const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as { max_count?: unknown; cursor?: unknown };
  const maxCount = body.max_count ?? DEFAULT_COUNT;
  if (typeof maxCount !== 'number' || !Number.isInteger(maxCount) || maxCount < 1 || maxCount > MAX_COUNT)
    return invalidParams(`max_count must be an integer between 1 and ${MAX_COUNT}.`);
  const now = Date.now();
  const cursor = body.cursor ?? now;
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0)
    return invalidParams('cursor must be a UTC Unix timestamp in milliseconds.');

  const key = `tiktok:${ctx.identity.subjects.tiktok}`;
  const before = Math.min(cursor, now);
  const found: GeneratedVideo[] = [];
  for (let date = isoDay(new Date(before)); date >= DATA_EPOCH && found.length <= maxCount; date = addDays(date, -1)) {
    const videos = videosOn(key, date)
      .filter((video) => video.create_time * 1000 < before)
      .reverse();
    found.push(...videos);
  }
  // The videos the app published, with the generated history, newest first.
  const published = publishedTiktokVideos(ctx).filter((video) => video.create_time * 1000 < before);
  if (published.length)
    found.splice(0, found.length, ...[...published, ...found].sort((a, b) => b.create_time - a.create_time));
  const page = found.slice(0, maxCount);
  const videos = page.map((video) => {
    const all: Record<string, unknown> = {
      cover_image_url: `${ctx.publicUrl}/avatars/${ctx.identity.id}.svg`,
      share_url: `https://www.tiktok.com/@${ctx.identity.usernames.tiktok}/video/${video.id}`,
      embed_link: `https://www.tiktok.com/player/v1/${video.id}`,
      embed_html: `<blockquote class="tiktok-embed" data-video-id="${video.id}"></blockquote>`,
      height: 1920,
      width: 1080,
      // A published video keeps its own addresses (the sandbox's page).
      ...video,
    };
    return Object.fromEntries(fields.map((field) => [field, all[field]]));
  });
  const last = page.at(-1);
  return {
    data: { videos, cursor: last ? last.create_time * 1000 : before, has_more: found.length > maxCount },
    error: { code: 'ok', message: '', log_id: randomBytes(16).toString('hex').toUpperCase() },
  };
}

export function registerTiktokInsights(): void {
  registerDataEndpoint('tiktok', 'POST', '/v2/video/list', videoList, { scopes: ['video.list'] });
}
