import request from 'supertest';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { internalTokenHeader } from '@scp/service-kit/testing';
import { callAs, fetchMedia, newUserId, settingsFixture } from '../settings-harness.test.util';

const fx = settingsFixture();

const png = () =>
  sharp({ create: { width: 2000, height: 500, channels: 4, background: { r: 0, g: 102, b: 204, alpha: 1 } } })
    .png()
    .toBuffer();

function uploadLogo(userId: string | undefined, variant: string, bytes: Buffer | string, type = 'image/png') {
  return callAs(userId, fx.app)('put', `/brand-kit/logos/${variant}`, {
    headers: { 'content-type': type },
    body: bytes,
  });
}

const files = (userId: string, variant: string) =>
  mongoose.connection.collection('media.files').countDocuments({ filename: `${userId}/logo-${variant}` });

describe('brand kit logos', () => {
  it('stores a PNG logo re-encoded (at most 1024 px), shows it in the kit and serves it', async () => {
    const userId = newUserId();
    const res = await uploadLogo(userId, 'primary', await png());
    expect(res.status).toBe(200);
    expect(res.body.brandKit.logo_url).toMatch(new RegExp(`^/api/settings/media/logos/${userId}/primary\\?v=\\d+$`));
    expect(res.body.brandKit.logo_light_url).toBeNull();
    const served = await fetchMedia(fx.app, res.body.brandKit.logo_url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 256]);
  });

  it('keeps one file per variant and removes it on delete', async () => {
    const userId = newUserId();
    await uploadLogo(userId, 'dark', await png());
    await uploadLogo(userId, 'dark', await png());
    expect(await files(userId, 'dark')).toBe(1);
    const removed = await callAs(userId, fx.app)('delete', '/brand-kit/logos/dark');
    expect(removed.status).toBe(200);
    expect(removed.body.brandKit.logo_dark_url).toBeNull();
    expect(await files(userId, 'dark')).toBe(0);
  });

  it('sanitizes an SVG: no script, no event handler, no external reference', async () => {
    const userId = newUserId();
    const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.test/x.css);</style>
  <foreignObject><iframe src="https://evil.test"></iframe></foreignObject>
  <image href="https://evil.test/track.png" width="10" height="10"/>
  <use xlink:href="https://evil.test/sprite.svg#a"/>
  <a href="javascript:alert(3)"><rect width="5" height="5"/></a>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#06c"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" onclick="alert(4)"/>
  <circle cx="5" cy="5" r="2" fill="url(https://evil.test/p)"/>
</svg>`;
    const res = await uploadLogo(userId, 'light', hostile, 'image/svg+xml');
    expect(res.status).toBe(200);
    const served = await fetchMedia(fx.app, res.body.brandKit.logo_light_url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const text = (served.body as Buffer).toString('utf8');
    for (const forbidden of [
      '<script',
      'onload',
      'onclick',
      'evil.test',
      'javascript:',
      '<foreignObject',
      '<iframe',
      '<style',
      '<image',
    ]) {
      expect([forbidden, text.includes(forbidden)]).toEqual([forbidden, false]);
    }
    expect(text).toContain('fill="url(#g)"');
    expect(text).toContain('<rect');
  });

  it.each([
    [
      'a GIF',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'image/gif',
      'Please upload a PNG, JPG, or SVG file.',
    ],
    ['a renamed text file', Buffer.from('not an image at all'), 'image/png', 'Please upload a PNG, JPG, or SVG file.'],
    ['an SVG with nothing drawable', Buffer.from('<svg><script>alert(1)</script>'), 'image/svg+xml', null],
    ['an empty body', Buffer.alloc(0), 'image/png', 'No image was sent.'],
  ])('refuses %s with 400 and stores nothing', async (_name, bytes, type, message) => {
    const userId = newUserId();
    const res = await uploadLogo(userId, 'primary', bytes, type);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error.message).toBe(message);
    expect(await files(userId, 'primary')).toBe(0);
  });

  it('refuses an unknown variant, and answers 404 for a logo that does not exist', async () => {
    const userId = newUserId();
    const res = await uploadLogo(userId, 'favicon', await png());
    expect(res.status).toBe(400);
    const url = `/api/settings/media/logos/${userId}/primary`;
    expect(
      (
        await request(fx.app)
          .get(url)
          .set(await internalTokenHeader('settings', `GET ${url}`))
      ).status,
    ).toBe(404);
  });
});
