import { callAs, newUserId, settingsFixture } from '../settings-harness.test.util';
import { BrandKitModel } from './brand-kit-model';

const fx = settingsFixture();

const defaults = {
  logo_url: null,
  logo_light_url: null,
  logo_dark_url: null,
  primary_color: '#000000',
  secondary_color: '#666666',
  accent_color: '#0066CC',
};

describe('brand kit colours', () => {
  it("answers the spec's default colours and no logos for a new user", async () => {
    const call = callAs(newUserId(), fx.app);
    const res = await call('get', '/brand-kit');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ brandKit: defaults });
    // Reading twice does not make a second kit.
    await call('get', '/brand-kit');
  });

  it('saves only the colours given, and keeps them', async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    const res = await call('patch', '/brand-kit', { body: { accent_color: '#ff5500' } });
    expect(res.status).toBe(200);
    expect(res.body.brandKit).toEqual({ ...defaults, accent_color: '#ff5500' });
    await call('patch', '/brand-kit', { body: { primary_color: '#112233', secondary_color: '#AABBCC' } });
    expect((await call('get', '/brand-kit')).body.brandKit).toEqual({
      ...defaults,
      primary_color: '#112233',
      secondary_color: '#AABBCC',
      accent_color: '#ff5500',
    });
    expect(await BrandKitModel.countDocuments({ userId })).toBe(1);
  });

  it('refuses colours that are not #RRGGBB, naming the field, and changes nothing', async () => {
    const call = callAs(newUserId(), fx.app);
    await call('patch', '/brand-kit', { body: { primary_color: '#123456' } });
    const bad: Array<[object, string]> = [
      [{ primary_color: '123456' }, 'primary_color'],
      [{ primary_color: '#12345' }, 'primary_color'],
      [{ secondary_color: '#GGGGGG' }, 'secondary_color'],
      [{ accent_color: 'red' }, 'accent_color'],
      [{ accent_color: '#0066CC;background:url(x)' }, 'accent_color'],
      [{ accent_color: { $ne: null } }, 'accent_color'],
      [{ logo_url: 'http://evil.test/x.png' }, ''],
      [{ userId: 'someone-else' }, ''],
    ];
    for (const [body, field] of bad) {
      const res = await call('patch', '/brand-kit', { body });
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.error.message).toEqual(expect.any(String));
      if (field) expect(res.body.error.field).toBe(field);
    }
    expect((await call('get', '/brand-kit')).body.brandKit).toEqual({ ...defaults, primary_color: '#123456' });
  });

  it("keeps each user's kit to themselves", async () => {
    const owner = callAs(newUserId(), fx.app);
    const other = callAs(newUserId(), fx.app);
    await owner('patch', '/brand-kit', { body: { primary_color: '#ABCDEF' } });
    expect((await other('get', '/brand-kit')).body.brandKit).toEqual(defaults);
  });

  it('needs a signed-in user', async () => {
    expect((await callAs(undefined, fx.app)('get', '/brand-kit')).status).toBe(401);
  });
});

describe('brand kit made on first use', () => {
  it('makes exactly one kit when the first requests arrive together', async () => {
    const userId = newUserId();
    const call = callAs(userId, fx.app);
    const answers = await Promise.all([
      call('get', '/brand-kit'),
      call('patch', '/brand-kit', { body: { accent_color: '#123123' } }),
      call('get', '/brand-kit'),
      call('patch', '/brand-kit', { body: { primary_color: '#456456' } }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await BrandKitModel.countDocuments({ userId })).toBe(1);
    expect((await call('get', '/brand-kit')).body.brandKit).toMatchObject({
      accent_color: '#123123',
      primary_color: '#456456',
    });
  });
});
