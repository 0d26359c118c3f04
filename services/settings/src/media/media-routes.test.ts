import mongoose from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { internalTokenHeader } from '@scp/service-kit/testing';
import { callAs, fetchMedia, newUserId, settingsFixture } from '../settings-harness.test.util';

const fx = settingsFixture();

async function image(format: 'png' | 'jpeg' | 'webp', width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    [format]()
    .toBuffer();
}

function upload(userId: string | undefined, bytes: Buffer | string, contentType = 'image/png') {
  return callAs(userId, fx.app)('put', '/avatar', { headers: { 'content-type': contentType }, body: bytes });
}

async function storedFiles(userId: string): Promise<number> {
  return mongoose.connection.collection('media.files').countDocuments({ filename: `${userId}/avatar` });
}

describe('avatar upload', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a %s, re-encodes it to at most 400 px without metadata, and serves it publicly',
    async (format) => {
      const userId = newUserId();
      const original = await sharp(await image(format, 1600, 900))
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-camera' } } })
        .toBuffer();
      const res = await upload(userId, original, `image/${format}`);
      expect(res.status).toBe(200);
      expect(res.body.avatar_url).toMatch(new RegExp(`^/api/settings/media/avatars/${userId}\\?v=\\d+$`));

      const served = await fetchMedia(fx.app, res.body.avatar_url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=3600');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const stored = await sharp(served.body as Buffer).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', 400, 225]);
      expect(stored.exif).toBeUndefined();
      expect((served.body as Buffer).includes('secret-gps-and-camera')).toBe(false);
    },
  );

  it('replaces the previous avatar: a new version, and the old file is deleted', async () => {
    const userId = newUserId();
    const first = await upload(userId, await image('png'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upload(userId, await image('jpeg'), 'image/jpeg');
    expect(second.status).toBe(200);
    expect(second.body.avatar_url).not.toBe(first.body.avatar_url);
    expect(await storedFiles(userId)).toBe(1);
  });

  it('keeps one file when uploads race', async () => {
    const userId = newUserId();
    const bytes = await image('png');
    const answers = await Promise.all([upload(userId, bytes), upload(userId, bytes), upload(userId, bytes)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await storedFiles(userId)).toBe(1);
  });

  it.each([
    [
      'a renamed text file',
      () => Buffer.from('just some notes, not a picture\n'),
      'image/png',
      'Please select a PNG, JPG, or WEBP image.',
    ],
    [
      'a GIF',
      () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'image/gif',
      'Please select a PNG, JPG, or WEBP image.',
    ],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      'Please select a PNG, JPG, or WEBP image.',
    ],
    ['an empty body', () => Buffer.alloc(0), 'image/png', 'No image was sent.'],
  ])('refuses %s with 400 and stores nothing', async (_name, bytes, type, message) => {
    const userId = newUserId();
    const res = await upload(userId, bytes(), type);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'BAD_REQUEST', message });
    expect(await storedFiles(userId)).toBe(0);
  });

  it('refuses a polyglot (a real PNG carrying a page after its image data)', async () => {
    const userId = newUserId();
    const polyglot = Buffer.concat([await image('png'), Buffer.from('<html><script>steal()</script></html>')]);
    const res = await upload(userId, polyglot);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This file contains more than an image.');
    expect(await storedFiles(userId)).toBe(0);
  });

  it('refuses a truncated image that cannot be decoded', async () => {
    const userId = newUserId();
    const whole = await image('jpeg', 1200, 1200);
    const truncated = Buffer.concat([whole.subarray(0, Math.floor(whole.length / 2)), Buffer.from([0xff, 0xd9])]);
    const res = await upload(userId, truncated, 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This file could not be read as an image.');
    expect(await storedFiles(userId)).toBe(0);
  });

  it('refuses a 50-megapixel PNG that fits in 2 MB (a decompression bomb) before decoding it', async () => {
    const userId = newUserId();
    const bomb = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(userId, bomb);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This image has too many pixels. Please choose a smaller image.');
    expect(await storedFiles(userId)).toBe(0);
  }, 30_000);

  it("refuses more than 2 MB with the spec's text", async () => {
    const userId = newUserId();
    const res = await upload(userId, Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Please select an image smaller than 2MB.' });
  });

  it('refuses a JSON body and an anonymous upload', async () => {
    const userId = newUserId();
    const json = await callAs(userId, fx.app)('put', '/avatar', { body: { image: 'data:image/png;base64,AAAA' } });
    expect(json.status).toBe(400);
    expect((await upload(undefined, await image('png'))).status).toBe(401);
    expect(await storedFiles(userId)).toBe(0);
  });

  it('answers 404 for a user without an avatar and for ids that cannot exist', async () => {
    for (const id of [newUserId(), 'nope', '%24ne']) {
      const url = `/api/settings/media/avatars/${id}`;
      const res = await request(fx.app)
        .get(url)
        .set(await internalTokenHeader('settings', `GET ${url}`));
      expect(res.status).toBe(404);
    }
  });
});
