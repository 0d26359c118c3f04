import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import type { BestTimesResponse } from '@scp/shared/contracts/studio/studio-api';
import { instantOf, localTimeOf } from '@scp/shared/contracts/studio/zoned-time';
import { answerAccounts } from '../../../test-support/render-studio.test-helper';
import StudioRoutes from '../../../routes';

// The editor's 'Best time': the next best hours for the first picked account's platform, asked of
// the studio in the owner's zone (the profile's), as chips that set the date and time.

const BEST_TIMES = 'GET /api/studio/best-times';
const ZONE = 'Asia/Kolkata';
const api = fakeApiForEachTest();

async function openNewPost() {
  answerAccounts(api);
  await renderRemote(<StudioRoutes />, '/studio/post/new', (store) => {
    store.dispatch(
      sessionResolved({
        user: { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann Baker', time_zone: ZONE } },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
  });
  await screen.findByRole('group', { name: 'Post to' });
}

/** The 'Best time' suggestions once they show. */
async function findBestTimes(): Promise<HTMLElement> {
  return (await screen.findByText('Best time')).closest<HTMLElement>('[data-best-times]')!;
}
const bestTimesShown = () => screen.queryByText('Best time');

const pick = (name: RegExp) => userEvent.click(screen.getByRole('checkbox', { name }));
/** The query of each best-times request, in order. */
const asked = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([input]: [RequestInfo | URL]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === '/api/studio/best-times')
    .map((url) => Object.fromEntries(url.searchParams));

/** `days` days from today on the owner's wall clock at `time`, as the service answers a best time. */
function bestAt(days: number, time: string) {
  const today = localTimeOf(new Date(), ZONE).slice(0, 10);
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const zoned = instantOf(`${day}T${time}`, ZONE);
  if (!zoned.ok) throw new Error('no such time');
  return { at: zoned.instant.toISOString(), local: `${day}T${time}` };
}

const answer = (more: Partial<BestTimesResponse>): BestTimesResponse => ({
  platform: 'instagram',
  timeZone: ZONE,
  basis: 'posts',
  times: [],
  posts: 12,
  reason: null,
  ...more,
});

describe("the editor's 'Best time'", () => {
  it('shows the next three for the first picked platform in the owner’s zone; a chip sets the date and time', async () => {
    await openNewPost();
    api.answer(
      BEST_TIMES,
      ok(answer({ times: [bestAt(1, '09:00'), bestAt(1, '18:00'), bestAt(2, '09:00'), bestAt(2, '18:00')] })),
    );
    // Nothing is asked before an account is picked.
    expect(bestTimesShown()).toBeNull();
    await pick(/Ann's Bakery(?! page| Ltd| shop)/);
    await pick(/Ann Baker/);
    const group = await findBestTimes();
    const chips = within(group).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Tomorrow 09:00',
      'Tomorrow 18:00',
      expect.stringMatching(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) 09:00$/),
    ]);
    expect(chips[1]).toHaveAccessibleName(/^Tomorrow 18:00: schedule for \w{3}, \d{1,2} \w{3} \d{4}, 18:00$/);
    // Each name starts with the words shown (label in name: what a voice user says names the chip).
    for (const chip of chips) expect(chip.getAttribute('aria-label')?.startsWith(`${chip.textContent}: `)).toBe(true);
    expect(
      within(group).getByText('When your 12 posts on Instagram of the last 90 days did best.'),
    ).toBeInTheDocument();
    expect(asked()).toEqual([{ platform: 'instagram', timeZone: ZONE, days: '2' }]);
    // Nothing else answers to the Time field's label, as browser tests find it by its words.
    expect(screen.getAllByLabelText(/time/i)).toEqual([screen.getByLabelText('Time')]);

    await userEvent.click(chips[1]!);
    expect(screen.getByLabelText('Date')).toHaveValue(bestAt(1, '18:00').local.slice(0, 10));
    expect(screen.getByLabelText('Time')).toHaveValue('18:00');
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    expect(chips[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it("says where the hours come from on Instagram's followers", async () => {
    await openNewPost();
    api.answer(BEST_TIMES, ok(answer({ basis: 'audience', posts: 2, times: [bestAt(1, '19:00')] })));
    await pick(/Ann's Bakery(?! page| Ltd| shop)/);
    const group = await findBestTimes();
    expect(within(group).getByRole('button', { name: /19:00$/ })).toHaveTextContent('Tomorrow 19:00');
    expect(within(group).getByText('When your Instagram followers are most online.')).toBeInTheDocument();
  });

  it('says why there is no best time, with no chip', async () => {
    await openNewPost();
    api.answer(BEST_TIMES, ok(answer({ platform: 'twitter', basis: null, posts: 3, reason: 'few_posts' })));
    await pick(/Ann Baker/);
    const group = await findBestTimes();
    expect(
      within(group).getByText('Best times for X show once 10 of your posts there have figures.'),
    ).toBeInTheDocument();
    expect(within(group).queryByRole('button')).toBeNull();
    expect(asked().at(-1)).toMatchObject({ platform: 'twitter' });
  });

  it('shows nothing while loading, and says so when the best times cannot be loaded', async () => {
    await openNewPost();
    api.answer(BEST_TIMES, 'never');
    await pick(/Ann's Bakery(?! page| Ltd| shop)/);
    expect(asked()).toHaveLength(1);
    expect(bestTimesShown()).toBeNull();
    expect(screen.queryByText(/Best time/)).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: /Ann's Bakery(?! page| Ltd| shop)/ }));
    // A 404 is not retried (the shared retry policy), so the words show at once.
    api.answer(BEST_TIMES, fails(404, 'NOT_FOUND', 'Not found'));
    await pick(/Ann's Bakery Ltd/);
    expect(await screen.findByText('Best times could not be loaded.')).toBeInTheDocument();
    expect(bestTimesShown()).toBeNull();
  });
});
