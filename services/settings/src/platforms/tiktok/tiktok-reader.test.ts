import { addDays } from '../reader-support';
import { callPlatform, dailyReaderContract, useSandbox } from '../sandbox-accounts.test.helper';

const fixture = useSandbox();

describe('TikTok reader', () => {
  dailyReaderContract('tiktok', fixture, async (url, account, date) => {
    // The videos before the end of the day, newest first: that day's are the first ones.
    const body = await callPlatform(
      `${url}/tiktok/v2/video/list/?fields=id,create_time,view_count,like_count,comment_count,share_count`,
      account.accessToken,
      { method: 'POST', body: { max_count: 20, cursor: Date.parse(`${addDays(date, 1)}T00:00:00Z`) } },
    );
    type Video = {
      create_time: number;
      view_count: number;
      like_count: number;
      comment_count: number;
      share_count: number;
    };
    const videos = (body.data.videos as Video[]).filter(
      (video) => video.create_time * 1000 >= Date.parse(`${date}T00:00:00Z`),
    );
    const sum = (field: keyof Video) => videos.reduce((total, video) => total + video[field], 0);
    return {
      views: sum('view_count'),
      likes: sum('like_count'),
      comments: sum('comment_count'),
      shares: sum('share_count'),
      engagement: sum('like_count') + sum('comment_count') + sum('share_count'),
    };
  });

  it('pages through the whole range: a video count matching the platform’s list', async () => {
    const { url, readers } = fixture();
    const { connectAccount } = await import('../sandbox-accounts.test.helper');
    const account = await connectAccount(url, 'tiktok');
    // Pages of 20 videos while a 120-day range holds many more: every video's views counted once.
    const from = '2025-01-01';
    const to = '2025-04-30';
    const rows = await readers.tiktok!.readDaily(account, from, to);
    let cursor = Date.parse(`${addDays(to, 1)}T00:00:00Z`);
    let views = 0;
    let count = 0;
    for (;;) {
      const body = await callPlatform(
        `${url}/tiktok/v2/video/list/?fields=id,create_time,view_count`,
        account.accessToken,
        {
          method: 'POST',
          body: { max_count: 7, cursor },
        },
      );
      const videos = body.data.videos as { create_time: number; view_count: number }[];
      const inRange = videos.filter((video) => video.create_time * 1000 >= Date.parse(`${from}T00:00:00Z`));
      views += inRange.reduce((total, video) => total + video.view_count, 0);
      count += inRange.length;
      if (inRange.length < videos.length || !body.data.has_more) break;
      cursor = body.data.cursor;
    }
    expect(count).toBeGreaterThan(40);
    expect(rows.reduce((total, row) => total + (row.metrics.views ?? 0), 0)).toBe(views);
  });
});
