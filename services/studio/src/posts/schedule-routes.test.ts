import { PostModel } from './post-model';
import { account, callAs, newUserId, studioFixture } from '../studio-harness.test.util';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { localTimeOf } from '@scp/shared/contracts/studio/zoned-time';

const fx = studioFixture();

/** A time a month from now, as the editor sends it for UTC. */
const soon = localTimeOf(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000), 'UTC');

/** The last Sunday of March next year: Europe/Berlin moves from +01:00 to +02:00 at 02:00 that night. */
function nextBerlinSpringChange(): string {
  const year = new Date().getUTCFullYear() + 1;
  const day = 31 - new Date(Date.UTC(year, 2, 31)).getUTCDay();
  return `${year}-03-${String(day).padStart(2, '0')}`;
}

async function draft(accounts = [account('twitter', 'x1'), account('linkedin', 'li1')]) {
  const userId = newUserId();
  fx.accountsOf.set(userId, accounts);
  const call = callAs(userId, fx.app);
  const { post } = (
    await call('post', '/posts', {
      body: { text: 'Spring sale', targets: [{ platform: 'twitter', accountId: 'x1' }] },
    })
  ).body;
  return { userId, call, post };
}

describe('scheduling a post', () => {
  it('stores the instant of a Berlin wall-clock time on both sides of the spring change, with the zone', async () => {
    const day = nextBerlinSpringChange();
    const before = `${day.slice(0, 8)}${String(Number(day.slice(8)) - 1).padStart(2, '0')}`;
    const { call, post } = await draft();
    const first = await call('post', `/posts/${post.id}/schedule`, {
      body: { at: `${before}T09:00`, timeZone: 'Europe/Berlin' },
    });
    expect(first.status).toBe(200);
    expect(first.body.post).toMatchObject({
      status: 'scheduled',
      scheduledAt: `${before}T08:00:00.000Z`,
      timeZone: 'Europe/Berlin',
    });
    // Moved a day later, to the same wall-clock time: one hour less apart in UTC.
    const moved = await call('post', `/posts/${post.id}/schedule`, {
      body: { at: `${day}T09:00`, timeZone: 'Europe/Berlin' },
    });
    expect(moved.body.post).toMatchObject({ status: 'scheduled', scheduledAt: `${day}T07:00:00.000Z` });
    const skipped = await call('post', `/posts/${post.id}/schedule`, {
      body: { at: `${day}T02:30`, timeZone: 'Europe/Berlin' },
    });
    expect(skipped.status).toBe(400);
    expect(skipped.body.error).toMatchObject({
      field: 'at',
      message: studioTexts.errors.timeSkipped(`${day}T02:30`, 'Europe/Berlin'),
    });
    // The calendar's range in UTC finds it on its day.
    const range = await call('get', `/posts?from=${day}T00:00:00%2B02:00&to=${day}T23:59:59Z`);
    expect(range.body.posts.map((one: { id: string }) => one.id)).toEqual([post.id]);
  });

  it('refuses a time in the past, an unknown zone and a malformed time, naming the field', async () => {
    const { call, post } = await draft();
    const cases: Array<[object, string]> = [
      [{ at: '2020-01-01T10:00', timeZone: 'Europe/Berlin' }, 'at'],
      [{ at: '2099-01-01T10:00', timeZone: 'Europe/Berlin' }, 'at'],
      [{ at: '2030-01-01T10:00', timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ at: '2030-02-30T10:00', timeZone: 'UTC' }, 'at'],
      [{ at: '2030-01-01 10:00', timeZone: 'UTC' }, 'at'],
      [{ at: '2030-01-01T10:00' }, 'timeZone'],
      [{ at: '2030-01-01T10:00', timeZone: 'UTC', extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await call('post', `/posts/${post.id}/schedule`, { body });
      expect([body, answer.status, answer.body.error?.field ?? '']).toEqual([body, 400, field]);
    }
    expect((await call('get', `/posts/${post.id}`)).body.post.status).toBe('draft');
  });

  it('schedules only a post every platform would take, and cancels it back to a draft until it goes out', async () => {
    const userId = newUserId();
    fx.accountsOf.set(userId, [account('instagram', 'ig1')]);
    const call = callAs(userId, fx.app);
    const empty = (await call('post', '/posts', { body: { text: 'no accounts yet' } })).body.post;
    const noTargets = await call('post', `/posts/${empty.id}/schedule`, {
      body: { at: soon, timeZone: 'UTC' },
    });
    expect([noTargets.status, noTargets.body.error.field]).toEqual([400, 'targets']);
    const ig = (
      await call('post', '/posts', { body: { text: 'hi', targets: [{ platform: 'instagram', accountId: 'ig1' }] } })
    ).body.post;
    const needsMedia = await call('post', `/posts/${ig.id}/schedule`, {
      body: { at: soon, timeZone: 'UTC' },
    });
    expect(needsMedia.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'media',
      message: 'Instagram needs an image or a video.',
    });

    const { call: ownerCall, post, userId: owner } = await draft();
    await ownerCall('post', `/posts/${post.id}/schedule`, { body: { at: soon, timeZone: 'UTC' } });
    expect((await ownerCall('get', '/posts/summary')).body.counts).toMatchObject({ draft: 0, scheduled: 1 });
    // A scheduled post's change is checked as a scheduled one.
    const tooLong = await ownerCall('patch', `/posts/${post.id}`, { body: { targets: [] } });
    expect([tooLong.status, tooLong.body.error.field]).toEqual([400, 'targets']);
    const cancelled = await ownerCall('post', `/posts/${post.id}/cancel`);
    expect(cancelled.body.post).toMatchObject({ status: 'draft', scheduledAt: null });
    expect((await ownerCall('post', `/posts/${post.id}/cancel`)).status).toBe(409);
    // Once it is going out, it stays.
    await ownerCall('post', `/posts/${post.id}/schedule`, { body: { at: soon, timeZone: 'UTC' } });
    await PostModel.updateOne({ _id: post.id, userId: owner }, { $set: { status: 'publishing' } });
    expect((await ownerCall('post', `/posts/${post.id}/cancel`)).status).toBe(409);
  });

  it('refuses to schedule to an account disconnected since the draft was saved', async () => {
    const { userId, call, post } = await draft();
    fx.accountsOf.set(userId, [account('linkedin', 'li1')]);
    const answer = await call('post', `/posts/${post.id}/schedule`, {
      body: { at: soon, timeZone: 'UTC' },
    });
    expect([answer.status, answer.body.error.field]).toEqual([404, 'targets.0.accountId']);
  });

  it('refuses a calendar range that is upside down or too long', async () => {
    const { call } = await draft();
    expect((await call('get', '/posts?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z')).body.error.field).toBe('to');
    expect((await call('get', '/posts?from=2030-01-01T00:00:00Z&to=2030-06-01T00:00:00Z')).body.error.field).toBe('to');
    expect((await call('get', '/posts?from=2030-01-01T00:00:00Z')).body.error.field).toBe('to');
    expect((await call('get', '/posts?from=yesterday&to=2030-01-01T00:00:00Z')).status).toBe(400);
  });
});
