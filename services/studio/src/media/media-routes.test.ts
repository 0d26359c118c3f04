import request from 'supertest';
import sharp from 'sharp';
import { internalTokenHeader } from '@scp/service-kit/testing';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { mp4, png } from './media-files.test.util';

const fx = studioFixture();
const texts = studioTexts.media;

function upload(userId: string | undefined, bytes: Buffer | string, contentType = 'application/octet-stream') {
  return callAs(userId, fx.app)('post', '/media', { headers: { 'content-type': contentType }, body: bytes });
}

/** The public file as a platform fetches it through the gateway: no session. */
async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const path = new URL(url).pathname;
  let req = request(fx.app)
    .get(path)
    .set(await internalTokenHeader('studio', `GET ${path}`));
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe('uploading images', () => {
  it('re-encodes a PNG to a JPEG without its metadata, served at a public unguessable address with nosniff', async () => {
    const userId = newUserId();
    const res = await upload(userId, await png(), 'image/png');
    expect(res.status).toBe(201);
    const { media } = res.body;
    expect(media).toMatchObject({
      type: 'image',
      contentType: 'image/jpeg',
      width: 1200,
      height: 800,
      durationMs: null,
      alt: '',
    });
    expect(media.url).toMatch(
      new RegExp(`^http://localhost:8080/api/studio/media/files/${media.id}/[A-Za-z0-9_-]{32}\\.jpg$`),
    );

    const served = await fetchFile(media.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const body = served.body as Buffer;
    expect(body.length).toBe(media.bytes);
    const stored = await sharp(body).metadata();
    expect([stored.format, stored.width, stored.height, stored.hasAlpha]).toEqual(['jpeg', 1200, 800, false]);
    expect(body.includes('secret-camera-serial')).toBe(false);

    // Another token, or another extension, for the same id: nothing.
    expect((await fetchFile(media.url.replace(/\/[^/]+\.jpg$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg'))).status).toBe(
      404,
    );
    expect((await fetchFile(media.url.replace(/\.jpg$/, '.mp4'))).status).toBe(404);
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('takes a %s and stores it as a JPEG', async (format) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 9, g: 99, b: 199 } } })
      [format]()
      .toBuffer();
    const res = await upload(newUserId(), bytes, 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.body.media).toMatchObject({ type: 'image', contentType: 'image/jpeg', width: 64, height: 48 });
    expect((await sharp((await fetchFile(res.body.media.url)).body as Buffer).metadata()).format).toBe('jpeg');
  });

  it('refuses a file that lies about its type, by its bytes, with the contract’s words', async () => {
    const userId = newUserId();
    const html = await upload(userId, '<html><script>alert(1)</script></html>', 'image/png');
    expect(html.status).toBe(400);
    expect(html.body.error.message).toBe(texts.invalidType);
    const polyglot = await upload(
      userId,
      Buffer.concat([await png(40, 40), Buffer.from('<script>x</script>')]),
      'image/png',
    );
    expect(polyglot.status).toBe(400);
    expect(polyglot.body.error.message).toBe(texts.foreignContent);
    const truncated = (await png(400, 400)).subarray(0, 300);
    expect((await upload(userId, truncated, 'image/png')).status).toBe(400);
    expect((await upload(userId, Buffer.alloc(0))).body.error.message).toBe(texts.empty);
  });

  it('refuses an image over the limit with 413 and the contract’s text', async () => {
    const tooBig = Buffer.concat([await png(20, 20), Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload(newUserId(), tooBig, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(texts.tooLarge);
  });

  it('needs a signed-in owner', async () => {
    expect((await upload(undefined, await png(10, 10))).status).toBe(401);
  });
});

describe('uploading videos', () => {
  it('reads an MP4 by its container: duration, dimensions and codec; serves it with byte ranges', async () => {
    const bytes = mp4(3, { width: 1080, height: 1920 });
    const res = await upload(newUserId(), bytes, 'video/mp4');
    expect(res.status).toBe(201);
    expect(res.body.media).toMatchObject({
      type: 'video',
      contentType: 'video/mp4',
      durationMs: 3000,
      width: 1080,
      height: 1920,
      codec: 'avc1',
      bytes: bytes.length,
    });
    expect(res.body.media.url).toMatch(/\.mp4$/);
    const whole = await fetchFile(res.body.media.url);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect((whole.body as Buffer).equals(bytes)).toBe(true);
    const part = await fetchFile(res.body.media.url, { range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect((part.body as Buffer).toString('latin1')).toBe(bytes.subarray(4, 12).toString('latin1'));
  });

  it('refuses a broken MP4, and a video that is not H.264', async () => {
    const userId = newUserId();
    const broken = await upload(userId, mp4(3).subarray(0, 60), 'video/mp4');
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe(texts.unreadableVideo);
    const hevc = await upload(userId, mp4(3, { codec: 'hvc1' }), 'video/mp4');
    expect(hevc.status).toBe(400);
    expect(hevc.body.error.message).toBe(texts.videoCodec);
  });
});

describe('the owner’s library', () => {
  it('lists the owner’s media newest first, page by page; alt text is set per file', async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await upload(userId, await png(30 + i, 30))).body.media.id);
    await upload(newUserId(), await png(10, 10));
    const first = await call('get', '/media?limit=2');
    expect(first.body.media.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await call('get', `/media?limit=2&before=${first.body.nextBefore}`);
    expect(second.body).toMatchObject({ media: [{ id: ids[0] }], nextBefore: null });

    const alt = await call('patch', `/media/${ids[0]}`, { body: { alt: '  A loaf on a board ' } });
    expect(alt.body.media.alt).toBe('A loaf on a board');
    expect((await call('patch', `/media/${ids[0]}`, { body: { alt: 'x'.repeat(1001) } })).status).toBe(400);
  });

  it('answers 404 for another owner’s media, in the library and in a post', async () => {
    const owner = newUserId();
    const { media } = (await upload(owner, await png(20, 20))).body;
    const stranger = newUserId();
    fx.accountsOf.set(stranger, [account('twitter', 'x1')]);
    const call = callAs(stranger, fx.app);
    expect((await call('patch', `/media/${media.id}`, { body: { alt: 'mine' } })).status).toBe(404);
    expect((await call('delete', `/media/${media.id}`)).status).toBe(404);
    const post = await call('post', '/posts', { body: { text: 'hi', media: [{ id: media.id, alt: '' }] } });
    expect(post.status).toBe(404);
    expect(post.body.error).toMatchObject({ field: 'media.0.id', message: studioTexts.errors.mediaNotFound });
  });
});

describe('media in posts', () => {
  const soon = localTimeOf(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000), 'UTC');

  it('keeps the owner’s media in a post with its alt text, and checks each platform’s media rules on the server', async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('twitter', 'x1'), account('tiktok', 'tt1'), account('linkedin', 'li1')]);
    const call = callAs(userId, fx.app);
    const photo = (await upload(userId, await png(50, 50))).body.media;
    const long = (await upload(userId, mp4(141))).body.media;

    const created = await call('post', '/posts', {
      body: {
        text: 'Fresh bread',
        media: [{ id: photo.id, alt: 'A loaf' }],
        targets: [{ platform: 'twitter', accountId: 'x1' }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.post.media).toEqual([
      { id: photo.id, type: 'image', url: photo.url, alt: 'A loaf', bytes: photo.bytes, durationMs: null },
    ]);

    // X takes videos of at most 140 seconds: a draft may not keep what X refuses.
    const tooLong = await call('patch', `/posts/${created.body.post.id}`, {
      body: { media: [{ id: long.id, alt: '' }] },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ field: 'media', message: texts.rules.videoTooLong('X', 140) });

    // TikTok needs a video: a draft may lack it, scheduling may not.
    const tiktok = await call('post', '/posts', {
      body: { text: 'Bread', media: [{ id: photo.id, alt: '' }], targets: [{ platform: 'tiktok', accountId: 'tt1' }] },
    });
    expect(tiktok.status).toBe(201);
    const scheduled = await call('post', `/posts/${tiktok.body.post.id}/schedule`, {
      body: { at: soon, timeZone: 'UTC' },
    });
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.error).toMatchObject({ field: 'media', message: studioTexts.rules.needsVideo('TikTok') });

    // LinkedIn takes images only.
    const linkedin = await call('post', '/posts', {
      body: { text: 'Bread', media: [{ id: long.id, alt: '' }], targets: [{ platform: 'linkedin', accountId: 'li1' }] },
    });
    expect(linkedin.status).toBe(400);
    expect(linkedin.body.error.message).toBe(texts.rules.imagesOnly('LinkedIn'));
  });

  it('refuses to delete a file a scheduled post uses (409); a draft that uses one loses it', async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('twitter', 'x1')]);
    const call = callAs(userId, fx.app);
    const photo = (await upload(userId, await png(50, 50))).body.media;
    const body = {
      text: 'Bread',
      media: [{ id: photo.id, alt: 'A loaf' }],
      targets: [{ platform: 'twitter', accountId: 'x1' }],
    };
    const scheduledPost = (await call('post', '/posts', { body })).body.post;
    expect(
      (await call('post', `/posts/${scheduledPost.id}/schedule`, { body: { at: soon, timeZone: 'UTC' } })).status,
    ).toBe(200);
    const refused = await call('delete', `/media/${photo.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(texts.inUse);

    expect((await call('post', `/posts/${scheduledPost.id}/cancel`)).status).toBe(200);
    const deleted = await call('delete', `/media/${photo.id}`);
    expect(deleted.body).toEqual({ deleted: true });
    expect((await call('get', `/posts/${scheduledPost.id}`)).body.post.media).toEqual([]);
    expect((await fetchFile(photo.url)).status).toBe(404);
    expect((await call('get', '/media')).body.media).toEqual([]);
  });
});
