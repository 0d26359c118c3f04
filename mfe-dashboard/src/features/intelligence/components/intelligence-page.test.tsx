import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, fails, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import type { IntelligenceResponse } from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import { dashboardUser, renderDashboard } from '../../../test-support/render-dashboard.test-helper';
import DashboardRoutes from '../../../routes';

const INTELLIGENCE = 'GET /api/dashboard/inspiration/intelligence';
const texts = inspirationTexts.intelligence;

const api = fakeApiForEachTest();

// The best post went out at 17:30 UTC, a Wednesday: 18:30 in Berlin (UTC+1 in November).
const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, posts: hour === 18 ? 1 : 0 }));
const weekdays = Array.from({ length: 7 }, (_, weekday) => ({ weekday, posts: weekday === 2 ? 1 : 0 }));
const figures = (overrides: Partial<IntelligenceResponse> = {}): IntelligenceResponse => ({
  range: { start: '2026-10-29', end: '2026-11-27', days: 30 },
  timeZone: 'Europe/Berlin',
  postCount: 4,
  hashtags: [
    { hashtag: 'bread', posts: 3, avgEngagement: 220 },
    { hashtag: 'cake', posts: 2, avgEngagement: 210 },
  ],
  formats: [
    { format: 'video', posts: 1, avgEngagement: 400 },
    { format: 'image', posts: 2, avgEngagement: 130 },
  ],
  bestPosts: [
    {
      platform: 'instagram',
      handle: 'northloafbakery',
      postedAt: '2026-11-25T17:30:00.000Z',
      engagement: 400,
      format: 'video',
      hashtags: ['cake', 'bread'],
      url: 'https://www.instagram.com/p/b/',
    },
  ],
  hours,
  weekdays,
  comparison: [
    { kind: 'own', platform: 'instagram', name: 'My bakery', postsPerWeek: 2, avgEngagementPerPost: 35.5 },
    {
      kind: 'competitor',
      platform: 'instagram',
      name: 'North Loaf Bakery',
      postsPerWeek: 3,
      avgEngagementPerPost: 200,
    },
  ],
  problem: null,
  ...overrides,
});

const section = (name: string) => screen.getByRole('region', { name });

/** The page for an owner whose profile saved `timeZone` (none: the browser's zone goes). */
function renderForOwner(timeZone?: string) {
  return renderRemote(<DashboardRoutes />, '/inspiration/intelligence', (store) => {
    store.dispatch(
      sessionResolved({
        user: {
          ...dashboardUser,
          user_metadata: { ...dashboardUser.user_metadata, ...(timeZone ? { time_zone: timeZone } : {}) },
        },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
  });
}

/** The intelligence requests the page sent, as their query strings. */
const intelligenceQueries = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/inspiration/intelligence'))
    .map((url) => url.searchParams);

describe('/inspiration/intelligence', () => {
  it("shows each chart with the table of the rows it came from, the posting times in the owner's zone", async () => {
    api.answer(INTELLIGENCE, ok(figures()));
    await renderForOwner('Europe/Berlin');
    expect(screen.getByRole('heading', { level: 1, name: 'Market Intelligence' })).toBeInTheDocument();
    await screen.findByRole('region', { name: texts.hashtagsTitle });

    const hashtags = section(texts.hashtagsTitle);
    expect(within(hashtags).getByRole('img', { name: texts.chartLabel(texts.hashtagsTitle) })).toBeInTheDocument();
    const rows = within(within(hashtags).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${texts.columns.hashtag}${texts.columns.posts}${texts.columns.avgEngagement}`,
      '#bread3220',
      '#cake2210',
    ]);

    const formats = within(section(texts.formatsTitle)).getByRole('table');
    expect(within(formats).getByRole('row', { name: /Video/ })).toHaveTextContent('Video1400');

    // The profile's zone is asked for, and the titles and the posted-at column say and use it.
    expect(intelligenceQueries().map((query) => query.get('timeZone'))).toContain('Europe/Berlin');
    const times = section(texts.timesTitle);
    expect(within(times).getByRole('heading', { name: 'By hour (Europe/Berlin)' })).toBeInTheDocument();
    expect(within(times).getByRole('img', { name: texts.chartLabel('By hour (Europe/Berlin)') })).toHaveTextContent(
      '18:00',
    );
    expect(within(times).getByRole('heading', { name: 'By weekday (Europe/Berlin)' })).toBeInTheDocument();
    expect(within(times).getByRole('img', { name: texts.chartLabel('By weekday (Europe/Berlin)') })).toHaveTextContent(
      'Wednesday',
    );
    expect(within(times).getByRole('columnheader', { name: 'Posted (Europe/Berlin)' })).toBeInTheDocument();
    expect(within(times).getByRole('row', { name: /@northloafbakery/ })).toHaveTextContent('Wed, Nov 25, 18:30');
    expect(within(times).getByRole('link', { name: '@northloafbakery' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/b/',
    );

    const compare = within(section(texts.compareTitle)).getByRole('table');
    expect(within(compare).getByRole('row', { name: /My bakery \(you\)/ })).toHaveTextContent('235.5');
    expect(within(compare).getByRole('row', { name: /North Loaf Bakery/ })).toHaveTextContent('3200');
  });

  it('says what to do before any competitor post is recorded', async () => {
    api.answer(INTELLIGENCE, ok(figures({ postCount: 0, hashtags: [], formats: [], bestPosts: [], comparison: [] })));
    await renderDashboard('/inspiration/intelligence');
    expect(await screen.findByText(texts.empty, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.goToCompetitors })).toHaveAttribute(
      'href',
      '/inspiration/competitors',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be read, and reads them again on Try again', async () => {
    api.answer(INTELLIGENCE, fails(500, 'INTERNAL', 'Boom'));
    await renderDashboard('/inspiration/intelligence');
    // The client asks again a few times before it gives up on a server error.
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(texts.failed);
    api.answer(INTELLIGENCE, ok(figures()));
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(await screen.findByRole('region', { name: texts.hashtagsTitle })).toBeInTheDocument();
  }, 20_000);

  it("asks in the browser's zone while the profile has none saved", async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    const browserZone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/New_York' };
    });
    try {
      api.answer(
        INTELLIGENCE,
        ok(
          figures({
            timeZone: 'America/New_York',
            hours: hours.map((row) => ({ hour: row.hour, posts: row.hour === 12 ? 1 : 0 })),
          }),
        ),
      );
      await renderForOwner();
      const times = await screen.findByRole('region', { name: texts.timesTitle });
      expect(intelligenceQueries().map((query) => query.get('timeZone'))).toEqual(['America/New_York']);
      expect(within(times).getByRole('heading', { name: 'By hour (America/New_York)' })).toBeInTheDocument();
      expect(within(times).getByRole('row', { name: /@northloafbakery/ })).toHaveTextContent('Wed, Nov 25, 12:30');
    } finally {
      browserZone.mockRestore();
    }
  });

  it('asks for the period chosen', async () => {
    api.answer(INTELLIGENCE, ok(figures()));
    await renderDashboard('/inspiration/intelligence');
    await screen.findByRole('region', { name: texts.hashtagsTitle });
    await userEvent.selectOptions(screen.getByLabelText(texts.rangeLabel), texts.ranges['7d']);
    await waitFor(() =>
      expect(
        (globalThis.fetch as jest.Mock).mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('/inspiration/intelligence?range=7d&timeZone='),
        ),
      ).toBe(true),
    );
  });
});
