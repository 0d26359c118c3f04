import { str } from '@scp/service-kit/platform-http';
import type { PinterestBoard } from '@scp/shared/contracts/settings/publishing-internal';
import { publishCall, PublishFailure, type PlatformPublisher, type RecentPost } from '../platform-publisher';
import type { SyncAccount } from '../platform-reader';
import { MAX_PAGES, records, trimBase } from '../reader-support';

// Pinterest API v5: a pin is made on one of the account's boards from one image Pinterest fetches
// itself (`media_source.source_type` image_url), with its title, description, destination link and
// alt text; the boards are listed for the editor to offer (`GET /v5/boards`), and the account's
// pins, newest first, for the never-twice check (`GET /v5/pins`).

/** Pinterest's title limit (the studio's rules hold the owner to it before). */
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 800;
const ALT_TEXT_MAX = 500;

export interface PinterestPublisher extends PlatformPublisher {
  /** The account's boards, every privacy, in Pinterest's order. */
  boards(account: SyncAccount): Promise<PinterestBoard[]>;
}

/** Pinterest writes its times without a zone; they are UTC. */
function instantOf(value: unknown): string | undefined {
  const text = str(value);
  if (!text) return undefined;
  const time = Date.parse(/[zZ]|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function createPinterestPublisher(options: { api: string; web: string }): PinterestPublisher {
  const api = trimBase(options.api);
  const web = trimBase(options.web);
  const headers = (token: string, json = false) => ({
    Authorization: `Bearer ${token}`,
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  });
  const permalinkOf = (id: string) => `${web}/pin/${encodeURIComponent(id)}/`;

  /** Every page of a Pinterest list (`items` and `bookmark`). */
  const list = async (what: string, path: string, token: string): Promise<Record<string, unknown>[]> => {
    const items: Record<string, unknown>[] = [];
    let bookmark: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : '';
      const body = await publishCall(what, `${api}${path}${query}`, { headers: headers(token) });
      items.push(...records(body.items));
      bookmark = str(body.bookmark);
      if (!bookmark) break;
    }
    return items;
  };

  return {
    platform: 'pinterest',

    async publish(account, post) {
      if (!post.boardId) throw new PublishFailure('bad_request', 'A pin needs a board.');
      const image = post.media[0];
      if (post.media.length !== 1 || image?.type !== 'image')
        throw new PublishFailure('bad_request', 'A pin is made of one image.');
      if (post.title && [...post.title].length > TITLE_MAX)
        throw new PublishFailure('bad_request', `A pin's title is at most ${TITLE_MAX} characters.`);
      if ([...post.text].length > DESCRIPTION_MAX)
        throw new PublishFailure('bad_request', `A pin's description is at most ${DESCRIPTION_MAX} characters.`);
      const body = await publishCall('Pinterest pin', `${api}/v5/pins`, {
        method: 'POST',
        headers: headers(account.accessToken, true),
        body: JSON.stringify({
          board_id: post.boardId,
          ...(post.title ? { title: post.title } : {}),
          ...(post.text ? { description: post.text } : {}),
          ...(post.link ? { link: post.link } : {}),
          ...(image.alt ? { alt_text: [...image.alt].slice(0, ALT_TEXT_MAX).join('') } : {}),
          media_source: { source_type: 'image_url', url: image.url },
        }),
      });
      const id = str(body.id);
      if (!id) throw new PublishFailure('unavailable', 'Pinterest did not say which pin it made.');
      return { platformPostId: id, permalink: permalinkOf(id) };
    },

    async recentPosts(account, since) {
      const posts: RecentPost[] = [];
      let bookmark: string | undefined;
      // Newest first: the pages stop mattering once a pin is older than `since`.
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : '';
        const body = await publishCall('Pinterest pins', `${api}/v5/pins?page_size=100${query}`, {
          headers: headers(account.accessToken),
        });
        let older = false;
        for (const pin of records(body.items)) {
          const id = str(pin.id);
          const createdAt = instantOf(pin.created_at);
          if (!id || !createdAt) continue;
          if (Date.parse(createdAt) < since.getTime()) {
            older = true;
            continue;
          }
          posts.push({
            platformPostId: id,
            permalink: permalinkOf(id),
            text: str(pin.title) ?? str(pin.description) ?? '',
            createdAt,
          });
        }
        bookmark = str(body.bookmark);
        if (!bookmark || older) break;
      }
      return posts;
    },

    async boards(account) {
      const items = await list('Pinterest boards', '/v5/boards?page_size=100&privacy=ALL', account.accessToken);
      return items.flatMap((board) => {
        const id = str(board.id);
        const name = str(board.name);
        if (!id || !name) return [];
        return [{ id, name, privacy: board.privacy === 'PUBLIC' ? ('public' as const) : ('secret' as const) }];
      });
    },
  };
}
