import {
  checkForPlatform,
  checkPost,
  composedText,
  countFor,
  firstProblem,
  hashtagsIn,
  type PlatformPostContent,
  publishedText,
} from './post-rules';
import { tagProductLinks } from './product-link';
import { studioTexts } from './studio-texts';

const image = { type: 'image' as const };
const video = { type: 'video' as const };
const content = (text: string, more: Partial<Parameters<typeof checkForPlatform>[1]> = {}) => ({
  text,
  hashtags: [],
  media: [],
  ...more,
});

describe('post rules', () => {
  it('counts X text as X does: a link 23, an emoji 2, at most 280', () => {
    expect(countFor('twitter', 'see https://example.com/a/very/long/path/that/goes/on/and/on')).toBe(4 + 23);
    expect(countFor('twitter', '👍')).toBe(2);
    expect(checkForPlatform('twitter', content('a'.repeat(280))).problems).toEqual([]);
    const over = checkForPlatform('twitter', content('a'.repeat(279) + '👍'));
    expect(over).toMatchObject({ used: 281, limit: 280 });
    expect(over.problems).toEqual([
      { field: 'text', text: studioTexts.rules.weightedTooLong('X', 280), kind: 'refused' },
    ]);
  });

  it('counts characters, not UTF-16 units, elsewhere, hashtags included', () => {
    expect(countFor('linkedin', '👍é')).toBe(2);
    expect(checkForPlatform('linkedin', content('a'.repeat(3000))).problems).toEqual([]);
    expect(checkForPlatform('linkedin', content('a'.repeat(2995), { hashtags: ['sale'] })).problems[0]).toEqual({
      field: 'text',
      text: 'Too long for LinkedIn: at most 3,000 characters.',
      kind: 'refused',
    });
    expect(checkForPlatform('facebook', content('a'.repeat(63207))).limit).toBe(63206);
  });

  it('Instagram: 2,200 characters, at most 30 hashtags, an image or a video', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `tag${i}`);
    expect(checkForPlatform('instagram', content('hello', { media: [image] })).problems).toEqual([]);
    expect(checkForPlatform('instagram', content('hello', { media: [video], hashtags: tags })).problems).toEqual([
      { field: 'hashtags', text: 'Instagram takes at most 30 hashtags.', kind: 'refused' },
    ]);
    expect(checkForPlatform('instagram', content('hello')).problems).toEqual([
      { field: 'media', text: 'Instagram needs an image or a video.', kind: 'missing' },
    ]);
    expect(checkForPlatform('instagram', content('a'.repeat(2201), { media: [image] })).problems[0]?.field).toBe(
      'text',
    );
  });

  it('TikTok needs a video; Pinterest an image, a board, a title of at most 100 and a link', () => {
    expect(checkForPlatform('tiktok', content('hi', { media: [image] })).problems).toEqual([
      { field: 'media', text: 'TikTok needs a video.', kind: 'missing' },
    ]);
    const pin = checkForPlatform('pinterest', content('hi', { media: [video], title: 'x'.repeat(101), link: 'nope' }));
    expect(pin.problems).toEqual([
      { field: 'media', text: 'Pinterest needs an image.', kind: 'missing' },
      { field: 'title', text: 'Pinterest titles are at most 100 characters.', kind: 'refused' },
      { field: 'boardId', text: 'Pinterest needs a board.', kind: 'missing' },
      { field: 'link', text: studioTexts.rules.badLink, kind: 'refused' },
    ]);
    const good = { media: [image], title: 'Spring', link: 'https://shop.example.com/p', boardId: 'b1' };
    expect(checkForPlatform('pinterest', content('hi', good)).problems).toEqual([]);
  });

  it('names the request field of each account: its own text, or the shared one', () => {
    const checks = checkPost({
      text: 'a'.repeat(300),
      hashtags: [],
      media: [],
      targets: [
        { platform: 'twitter', accountId: 'x1', text: 'short' },
        { platform: 'twitter', accountId: 'x2' },
        { platform: 'pinterest', accountId: 'p1', title: 'T', link: 'https://a.example.com' },
      ],
    });
    expect(checks.map((check) => check.problems.map((problem) => problem.field))).toEqual([
      [],
      ['text'],
      ['media', 'targets.2.boardId'],
    ]);
  });

  it('stops a draft only for what the platform would refuse, a post to schedule for anything missing too', () => {
    const checks = checkPost({
      text: 'hello',
      hashtags: [],
      media: [],
      targets: [
        { platform: 'instagram', accountId: 'i1' },
        { platform: 'twitter', accountId: 'x1', text: 'a'.repeat(281) },
      ],
    });
    expect(firstProblem(checks, 'draft')).toMatchObject({ field: 'targets.1.text', kind: 'refused' });
    expect(firstProblem(checks, 'scheduled')).toMatchObject({ field: 'media', kind: 'missing' });
  });

  it('adds the hashtags not already in the text on their own line', () => {
    expect(composedText('New #Sale today', ['sale', '#spring', 'Spring'])).toBe('New #Sale today\n\n#spring');
    expect(composedText('', ['a'])).toBe('#a');
    expect(hashtagsIn('#one two#no #3x &#39; #two')).toEqual(['one', '3x', 'two']);
  });

  it('refuses an empty post and a first comment where the platform has none', () => {
    expect(checkForPlatform('facebook', content(' ')).problems).toEqual([
      { field: 'text', text: studioTexts.rules.empty, kind: 'missing' },
    ]);
    expect(checkForPlatform('twitter', content('hi', { firstComment: 'more' })).problems).toEqual([
      { field: 'firstComment', text: 'X has no first comment.', kind: 'refused' },
    ]);
  });
});

describe('first comments', () => {
  it("refuses a LinkedIn first comment over LinkedIn's 1,250 characters, naming the account's field", () => {
    const post = (firstComment: string) =>
      checkPost({
        text: 'Fresh bread',
        hashtags: [],
        media: [],
        targets: [
          { platform: 'facebook', accountId: 'fb1', firstComment },
          { platform: 'linkedin', accountId: 'li1', firstComment },
        ],
      });
    expect(post('a'.repeat(1250)).flatMap((check) => check.problems)).toEqual([]);
    expect(post('a'.repeat(1251)).flatMap((check) => check.problems)).toEqual([
      {
        field: 'targets.1.firstComment',
        text: 'Too long for a first comment on LinkedIn: at most 1,250 characters.',
        kind: 'refused',
      },
    ]);
  });
});

describe('counting the text as it is published, product links tagged', () => {
  const PAGE = 'https://anns-bakery.myshopify.com/products/sourdough-loaf';
  const postId = '65a1b2c3d4e5f60718293a4b';
  const campaignId = '65a1b2c3d4e5f60718293a4c';
  const tagged = (platform: string, campaign: string) =>
    `${PAGE}?utm_source=${platform}&utm_medium=social&utm_campaign=${campaign}&utm_content=${postId}`;

  it('publishes the composed text with its product pages tagged for the platform, the post and its campaign', () => {
    expect(publishedText('linkedin', `Fresh: ${PAGE}`, ['bread'], { postId, campaignId })).toBe(
      `Fresh: ${tagged('linkedin', campaignId)}\n\n#bread`,
    );
    expect(publishedText('facebook', `Fresh: ${PAGE}`, [], { postId, campaignId: null })).toBe(
      `Fresh: ${tagged('facebook', 'studio')}`,
    );
  });

  it('counts the tagged links, so a text within the limit as typed but over it once tagged is refused', () => {
    const typed = `${'a'.repeat(3000 - 1 - PAGE.length)} ${PAGE}`;
    expect([...typed]).toHaveLength(3000);
    const post = { postId, campaignId, text: typed, hashtags: [], media: [] };
    const [linkedin, instagram] = checkPost({
      ...post,
      targets: [
        { platform: 'linkedin', accountId: 'li1' },
        { platform: 'instagram', accountId: 'ig1', text: `${'b'.repeat(2200 - 1 - PAGE.length)} ${PAGE}` },
      ],
    });
    const extra = tagged('linkedin', campaignId).length - PAGE.length;
    expect(linkedin).toMatchObject({ used: 3000 + extra, limit: 3000 });
    expect(linkedin?.problems).toEqual([
      { field: 'text', text: 'Too long for LinkedIn: at most 3,000 characters.', kind: 'refused' },
    ]);
    expect(instagram?.used).toBe(2200 + tagged('instagram', campaignId).length - PAGE.length);
    expect(instagram?.problems[0]).toMatchObject({ field: 'targets.1.text', kind: 'refused' });
    // Other links are published as written.
    expect(checkForPlatform('linkedin', content('a https://example.com/blog')).used).toBe(26);
  });

  it('counts an unsaved post as it will be published once it has its id (every id is as long)', () => {
    const unsaved = checkForPlatform('pinterest', content(`Loaf ${PAGE}`));
    const saved = checkForPlatform('pinterest', content(`Loaf ${PAGE}`, { tagging: { postId, campaignId: null } }));
    expect(unsaved.used).toBe(saved.used);
    expect(saved.used).toBe(
      [...tagProductLinks(`Loaf ${PAGE}`, { platform: 'pinterest', campaign: null, postId })].length,
    );
  });

  it('leaves X as it was: X counts every link 23 characters, tagged or not', () => {
    const text = `${'a'.repeat(256)} ${PAGE}`;
    expect(checkForPlatform('twitter', content(text, { tagging: { postId, campaignId } }))).toMatchObject({
      used: 280,
      problems: [],
    });
  });
});

describe('media rules per platform', () => {
  const MB = 1024 * 1024;
  const clip = (seconds: number, bytes = 5 * MB) => ({ type: 'video' as const, durationMs: seconds * 1000, bytes });
  const photo = (bytes: number) => ({ type: 'image' as const, bytes });
  const mediaProblems = (platform: Parameters<typeof checkForPlatform>[0], media: PlatformPostContent['media']) =>
    checkForPlatform(
      platform,
      content('hi', { media, title: 'T', link: 'https://shop.example.com', boardId: 'b' }),
    ).problems.filter((problem) => problem.field === 'media');

  it('checks a video’s duration against each platform: X 140 s, TikTok 3 s to 10 min, Instagram reels 3 s to 15 min', () => {
    expect(mediaProblems('twitter', [clip(140)])).toEqual([]);
    expect(mediaProblems('twitter', [clip(141)])).toEqual([
      { field: 'media', text: 'X takes videos of at most 2 minutes 20 seconds.', kind: 'refused' },
    ]);
    expect(mediaProblems('tiktok', [clip(2)])).toEqual([
      { field: 'media', text: 'TikTok takes videos of at least 3 seconds.', kind: 'refused' },
    ]);
    expect(mediaProblems('tiktok', [clip(601)])[0]?.text).toBe('TikTok takes videos of at most 10 minutes.');
    expect(mediaProblems('instagram', [clip(900)])).toEqual([]);
    expect(mediaProblems('instagram', [clip(901)])[0]?.text).toBe('Instagram takes videos of at most 15 minutes.');
    expect(mediaProblems('facebook', [clip(901)])).toEqual([]);
  });

  it('LinkedIn and Pinterest take images only; TikTok a video only; image sizes per platform', () => {
    expect(mediaProblems('linkedin', [clip(10)])).toEqual([
      { field: 'media', text: 'LinkedIn takes images only, no video.', kind: 'refused' },
    ]);
    // Pinterest without any image: its need is named once, not twice.
    expect(mediaProblems('pinterest', [clip(10)]).map((problem) => problem.text)).toEqual([
      'Pinterest needs an image.',
    ]);
    expect(mediaProblems('tiktok', [clip(10), photo(MB)]).map((problem) => problem.text)).toContain(
      'TikTok takes a video, no images.',
    );
    expect(mediaProblems('twitter', [photo(5 * MB + 1)])[0]?.text).toBe('X takes images of at most 5 MB.');
    expect(mediaProblems('instagram', [photo(5 * MB + 1)])).toEqual([]);
  });

  it('checks only the kind of media whose file facts are not known', () => {
    expect(mediaProblems('twitter', [video])).toEqual([]);
    expect(mediaProblems('linkedin', [video])[0]?.text).toBe('LinkedIn takes images only, no video.');
  });
});
