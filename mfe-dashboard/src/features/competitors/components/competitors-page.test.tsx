import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, fails, ok } from '@scp/shared/client/fake-api.test-helper';
import type { Competitor, CompetitorsResponse, OwnAccountFigures } from '@scp/shared/contracts/dashboard/competitors';
import { competitorsTexts } from '@scp/shared/contracts/dashboard/competitors-texts';
import { renderDashboard } from '../../../test-support/render-dashboard.test-helper';

const LIST = 'GET /api/dashboard/competitors';
const ADD = 'POST /api/dashboard/competitors';
const texts = competitorsTexts.page;

const api = fakeApiForEachTest();

const trend = (from: number, step: number) =>
  [0, 1, 2].map((index) => ({ date: `2026-11-2${5 + index}`, followers: from + index * step }));

const mine: OwnAccountFigures = {
  platform: 'instagram',
  accountId: 'ig1',
  name: "Ann's Bakery",
  figures: {
    followers: 1210,
    followersChange: 10,
    followersTrend: trend(1200, 5),
    postsPerWeek: 3,
    avgEngagementPerPost: 42.5,
    topPosts: [{ id: 'p1', postedAt: '2026-11-26T10:00:00Z', caption: 'Our new loaf', engagement: 80, url: null }],
  },
};

function competitor(handle: string, extra: Partial<Competitor> = {}): Competitor {
  return {
    id: `id-${handle}`,
    platform: 'instagram',
    handle,
    name: 'Crumb & Crust Bakery',
    source: 'onboarding',
    snapshotDay: '2026-11-27',
    problem: null,
    figures: {
      followers: 15300,
      followersChange: -40,
      followersTrend: trend(15340, -20),
      postsPerWeek: 6,
      avgEngagementPerPost: 310,
      topPosts: [
        {
          id: 'c1',
          postedAt: '2026-11-25T09:00:00Z',
          caption: 'Fresh out of the oven this morning.',
          engagement: 720,
          url: 'https://www.instagram.com/p/abc/',
        },
      ],
    },
    ...extra,
  };
}

const listed = (overrides: Partial<CompetitorsResponse> = {}): CompetitorsResponse => ({
  competitors: [competitor('crumbandcrust')],
  own: [mine],
  ownProblem: null,
  ...overrides,
});

describe('/inspiration/competitors', () => {
  it("shows the owner's accounts and the competitors side by side with the same figures", async () => {
    api.answer(LIST, ok(listed()));
    await renderDashboard('/inspiration/competitors');
    expect(screen.getByRole('heading', { level: 1, name: 'Competitors' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: texts.tableCaption });
    const own = within(table).getByRole('row', { name: /Ann's Bakery/ });
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).getByText('1,210')).toBeInTheDocument();
    expect(within(own).getByText('+10')).toBeInTheDocument();
    expect(within(own).getByText('42.5')).toBeInTheDocument();
    expect(within(own).getByText('Our new loaf')).toBeInTheDocument();
    const rival = within(table).getByRole('row', { name: /Crumb & Crust Bakery/ });
    expect(within(rival).getByText('15,300')).toBeInTheDocument();
    expect(within(rival).getByText('−40')).toBeInTheDocument();
    expect(within(rival).getByText('6')).toBeInTheDocument();
    expect(within(rival).getByText('310')).toBeInTheDocument();
    expect(within(rival).getByText(/From onboarding/)).toBeInTheDocument();
    expect(within(rival).getByRole('link', { name: 'Fresh out of the oven this morning.' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/abc/',
    );
    expect(
      within(rival).getByRole('img', { name: texts.trendLabel('Crumb & Crust Bakery', 15340, 15300) }),
    ).toBeInTheDocument();
  });

  it('shows why a platform refuses in its row while the rest of the page works', async () => {
    api.answer(
      LIST,
      ok(
        listed({
          competitors: [
            competitor('crumbandcrust'),
            competitor('kilnandclay', {
              name: null,
              figures: null,
              snapshotDay: null,
              problem: competitorsTexts.notConnected,
            }),
          ],
          ownProblem: competitorsTexts.ownPostsUnavailable,
        }),
      ),
    );
    await renderDashboard('/inspiration/competitors');
    const table = await screen.findByRole('table', { name: texts.tableCaption });
    const refused = within(table).getByRole('row', { name: /@kilnandclay/ });
    expect(within(refused).getByText(competitorsTexts.notConnected)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Crumb & Crust Bakery/ })).toBeInTheDocument();
    expect(screen.getByText(competitorsTexts.ownPostsUnavailable)).toBeInTheDocument();
  });

  it("adds a competitor, says a link is not a handle, and shows the platform's 'not found' in its words", async () => {
    api.answer(LIST, ok(listed({ competitors: [] })));
    await renderDashboard('/inspiration/competitors');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    const handle = screen.getByLabelText('Handle');

    await userEvent.type(handle, 'https://instagram.com/crumbandcrust');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.handleInvalid);
    expect(api.callsTo(ADD)).toHaveLength(0);

    const notFound = competitorsTexts.notFound(
      'tiktok',
      'nobodyhere',
      'The user nobodyhere does not exist or is not public.',
    );
    api.answer(ADD, fails(404, 'NOT_FOUND', notFound));
    await userEvent.clear(handle);
    await userEvent.type(handle, '@nobodyhere');
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'TikTok');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(notFound));
    expect(api.callsTo(ADD)[0]!.body).toEqual({ platform: 'tiktok', handle: '@nobodyhere' });

    api.answer(ADD, { status: 201, body: { competitor: competitor('crumbandcrust', { source: 'added' }) } });
    api.answer(LIST, ok(listed()));
    await userEvent.clear(handle);
    await userEvent.type(handle, 'crumbandcrust');
    await userEvent.selectOptions(screen.getByLabelText('Platform'), 'Instagram');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.added('crumbandcrust'));
    expect(await screen.findByRole('row', { name: /Crumb & Crust Bakery/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a competitor', async () => {
    api.answer(LIST, ok(listed()));
    api.answer('DELETE /api/dashboard/competitors/id-crumbandcrust', ok({}));
    await renderDashboard('/inspiration/competitors');
    const remove = await screen.findByRole('button', { name: 'Remove @crumbandcrust' });
    api.answer(LIST, ok(listed({ competitors: [] })));
    await userEvent.click(remove);
    expect(await screen.findByRole('status')).toHaveTextContent(texts.removed('crumbandcrust'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Crumb & Crust Bakery/ })).not.toBeInTheDocument());
  });

  it('says the page could not load, with a retry', async () => {
    api.answer(LIST, fails(503, 'UNAVAILABLE', 'The service is unavailable.'));
    await renderDashboard('/inspiration/competitors');
    // The client asks again a few times before it gives up on a 503.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(texts.failed);
    api.answer(LIST, ok(listed()));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: texts.tableCaption })).toBeInTheDocument();
  }, 20_000);

  it("invites connecting an account when the owner has none, and shows the competitors' figures anyway", async () => {
    api.answer(LIST, ok(listed({ own: [] })));
    await renderDashboard('/inspiration/competitors');
    expect(await screen.findByRole('link', { name: texts.connect })).toHaveAttribute('href', '/settings/integrations');
    expect(screen.getByRole('row', { name: /Crumb & Crust Bakery/ })).toBeInTheDocument();
  });
});
