import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, fails, ok } from '@scp/shared/client/fake-api.test-helper';
import type { PostMetricsSeriesResponse, TargetMetrics } from '@scp/shared/contracts/studio/post-metrics';
import type { Post, TargetResult } from '@scp/shared/contracts/studio/studio-api';
import { targetResult, withResults } from '../../../test-support/post-results.test-helper';
import {
  answerAccounts,
  connectedAccounts,
  postKey,
  renderStudio,
  storedPost,
} from '../../../test-support/render-studio.test-helper';

const api = fakeApiForEachTest();
const retryKey = (platform: string, accountId: string) =>
  `POST /api/studio/posts/p1/targets/${platform}/${accountId}/retry`;
const METRICS = 'GET /api/studio/posts/p1/metrics';

const at = '2026-11-27T10:00:05.000Z';

const accounts = [
  { platform: 'instagram', accountId: '17841400000000001', displayName: "Ann's Bakery" },
  { platform: 'twitter', accountId: '4400001', displayName: 'Ann Baker' },
  { platform: 'linkedin', accountId: 'urn-li-organization-77', displayName: "Ann's Bakery Ltd" },
  { platform: 'facebook', accountId: '100000000000001', displayName: "Ann's Bakery page" },
] as const;

/** A post to Instagram, X, LinkedIn and Facebook, each account with its result. */
function postWith(
  status: Post['status'],
  results: Array<TargetResult | TargetResult['state']>,
  metrics?: TargetMetrics[],
): Post {
  const post = storedPost('p1', {
    text: 'Spring loaves',
    status,
    scheduledAt: '2026-11-27T10:00:00.000Z',
    timeZone: 'UTC',
    targets: accounts.map((account) => ({ ...account })),
  });
  return { ...withResults(post, results), ...(metrics && { metrics }) };
}

const instagramPublished = targetResult('published', {
  at,
  platformPostId: '1790001',
  permalink: 'https://www.instagram.com/p/Cabc123/',
});
const xPublished = targetResult('published', {
  at,
  platformPostId: '1861',
  permalink: 'https://x.com/annbakes/status/1861',
});
const linkedinFailed = targetResult('failed', { at, words: 'The image is larger than LinkedIn accepts.' });
const facebookReauth = targetResult('needs_reauth', { at, words: 'The page token was revoked.' });

async function openPost(post: Post) {
  answerAccounts(api);
  api.answer(postKey('GET', 'p1'), ok({ post }));
  await renderStudio('/studio/post/p1');
  return screen.findByRole('region', { name: 'Publishing' });
}

describe("a post's results", () => {
  it('names each account’s state in words, with its link, the platform’s words and Retry, or the way to reconnect', async () => {
    const results = await openPost(
      postWith('partial', [instagramPublished, xPublished, linkedinFailed, facebookReauth]),
    );
    expect(within(results).getByRole('status')).toHaveTextContent(
      '2 of 4 published · 1 failed · 1 account to reconnect',
    );
    const row = (platform: string) => results.querySelector(`[data-target-result^="${platform}:"]`) as HTMLElement;

    expect(row('instagram')).toHaveTextContent("Instagram Ann's Bakery · Published");
    expect(row('instagram').querySelector('[data-platform-mark="instagram"]')).not.toBeNull();
    expect(within(row('instagram')).getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/Cabc123/',
    );
    expect(within(row('twitter')).getByRole('link', { name: 'View on X' })).toHaveAttribute(
      'href',
      'https://x.com/annbakes/status/1861',
    );

    expect(row('linkedin')).toHaveTextContent('Failed');
    expect(within(row('linkedin')).getByText('The image is larger than LinkedIn accepts.')).toBeInTheDocument();
    expect(within(row('linkedin')).getByRole('button', { name: "Retry LinkedIn (Ann's Bakery Ltd)" })).toBeEnabled();
    expect(within(row('instagram')).queryByRole('button')).toBeNull();

    expect(row('facebook')).toHaveTextContent('Needs reconnecting');
    expect(within(row('facebook')).getByText('The page token was revoked.')).toBeInTheDocument();
    expect(
      within(row('facebook')).getByRole('link', { name: 'Reconnect it in Settings → Integrations' }),
    ).toHaveAttribute('href', '/settings/integrations');
    // Read-only: the post cannot be changed, nor published again.
    expect(screen.getByText('Partly published', { selector: '[data-post-status]' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.getByLabelText('Post text')).toBeDisabled();
  });

  it('Retry asks the service for that account and the page follows it going out again', async () => {
    const results = await openPost(
      postWith('partial', [instagramPublished, xPublished, linkedinFailed, facebookReauth]),
    );
    const retrying = postWith('publishing', [instagramPublished, xPublished, 'pending', facebookReauth]);
    api.answer(retryKey('linkedin', 'urn-li-organization-77'), ok({ post: retrying }));
    api.answer(postKey('GET', 'p1'), ok({ post: retrying }));
    await userEvent.click(within(results).getByRole('button', { name: "Retry LinkedIn (Ann's Bakery Ltd)" }));
    await waitFor(() => expect(api.callsTo(retryKey('linkedin', 'urn-li-organization-77'))).toHaveLength(1));
    expect(await within(results).findByText('Publishing… 2 of 4 published · 1 account to reconnect')).toHaveAttribute(
      'role',
      'status',
    );
    const linkedin = results.querySelector('[data-target-result^="linkedin:"]') as HTMLElement;
    expect(linkedin).toHaveTextContent('Waiting to go out');
    expect(within(linkedin).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(await screen.findByText('Trying LinkedIn again.')).toBeInTheDocument();
  });

  it('offers Retry for an account that needed reconnecting once it is connected again', async () => {
    answerAccounts(
      api,
      connectedAccounts.map((account) =>
        account.platform === 'facebook' ? { ...account, status: 'connected' } : account,
      ),
    );
    api.answer(
      postKey('GET', 'p1'),
      ok({ post: postWith('partial', [instagramPublished, xPublished, linkedinFailed, facebookReauth]) }),
    );
    await renderStudio('/studio/post/p1');
    const results = await screen.findByRole('region', { name: 'Publishing' });
    const facebook = results.querySelector('[data-target-result^="facebook:"]') as HTMLElement;
    const retry = await within(facebook).findByRole('button', { name: "Retry Facebook (Ann's Bakery page)" });
    expect(facebook).toHaveTextContent('The account is connected again. Retry to publish the post there.');
    expect(within(facebook).queryByRole('link', { name: 'Reconnect it in Settings → Integrations' })).toBeNull();
    const retrying = postWith('publishing', [instagramPublished, xPublished, linkedinFailed, 'pending']);
    api.answer(retryKey('facebook', '100000000000001'), ok({ post: retrying }));
    api.answer(postKey('GET', 'p1'), ok({ post: retrying }));
    await userEvent.click(retry);
    await waitFor(() => expect(api.callsTo(retryKey('facebook', '100000000000001'))).toHaveLength(1));
  });

  it("says why a Retry was refused and keeps the account's Retry", async () => {
    const results = await openPost(
      postWith('partial', [instagramPublished, xPublished, linkedinFailed, facebookReauth]),
    );
    api.answer(
      retryKey('linkedin', 'urn-li-organization-77'),
      fails(409, 'CONFLICT', 'Only an account the post failed on can be retried.'),
    );
    await userEvent.click(within(results).getByRole('button', { name: "Retry LinkedIn (Ann's Bakery Ltd)" }));
    expect(await screen.findByText('Only an account the post failed on can be retried.')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: "Retry LinkedIn (Ann's Bakery Ltd)" })).toBeEnabled();
  });
});

describe("a published post's figures", () => {
  const reading = (day: string, likes: number, clicks: number | null) => ({
    likes,
    comments: 3,
    shares: 1,
    saves: clicks === null ? 4 : null,
    reach: 400 + likes,
    clicks,
    day,
    readAt: `${day}T04:31:00.000Z`,
  });

  it("shows each account's latest figures, '—' named where the platform has none, when they were read, and the days", async () => {
    const metrics: TargetMetrics[] = [
      { platform: 'instagram', accountId: '17841400000000001', ...reading('2026-11-29', 1234, null) },
      { platform: 'twitter', accountId: '4400001', ...reading('2026-11-29', 20, 7) },
    ];
    const series: PostMetricsSeriesResponse = {
      postId: 'p1',
      targets: [
        {
          platform: 'instagram',
          accountId: '17841400000000001',
          publishedAt: '2026-11-27T10:00:05.000Z',
          days: [reading('2026-11-28', 800, null), reading('2026-11-29', 1234, null)],
        },
        {
          platform: 'twitter',
          accountId: '4400001',
          publishedAt: '2026-11-27T10:00:05.000Z',
          days: [reading('2026-11-29', 20, 7)],
        },
      ],
    };
    api.answer(METRICS, ok(series));
    const results = await openPost(postWith('published', [instagramPublished, xPublished], metrics));
    const figures = within(results).getByRole('region', { name: 'Figures' });

    const instagram = within(figures).getByRole('table', { name: "Figures on Instagram for Ann's Bakery" });
    const cell = (table: HTMLElement, figure: string) =>
      table.querySelector(`[data-figure="${figure}"]`) as HTMLElement;
    expect(within(instagram).getByRole('columnheader', { name: 'Likes' })).toBeInTheDocument();
    expect(cell(instagram, 'likes')).toHaveTextContent('1,234');
    expect(cell(instagram, 'reach')).toHaveTextContent('1,634');
    expect(cell(instagram, 'clicks')).toHaveTextContent('—');
    expect(within(cell(instagram, 'clicks')).getByText('Instagram gives no clicks figure')).toBeInTheDocument();
    expect(within(cell(instagram, 'clicks')).getByText('—')).toHaveAttribute('aria-hidden', 'true');

    const x = within(figures).getByRole('table', { name: 'Figures on X for Ann Baker' });
    expect(cell(x, 'clicks')).toHaveTextContent('7');
    expect(within(cell(x, 'saves')).getByText('X gives no saves figure')).toBeInTheDocument();

    // When they were read, and how they grew: a line named in words, and the days in a table.
    expect(within(figures).getAllByText(/^Read (?!from)/)).toHaveLength(2);
    expect(await within(figures).findByRole('img', { name: 'Likes: 800 to 1,234 over 2 days' })).toBeInTheDocument();
    await userEvent.click(within(figures).getByText('Day by day'));
    const days = within(figures).getByRole('table', { name: "Figures by day on Instagram for Ann's Bakery" });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    expect(within(days).getByRole('rowheader', { name: /Nov 28/ })).toBeInTheDocument();
    // One day of X's figures: no line, no table of days.
    expect(within(figures).queryByRole('table', { name: 'Figures by day on X for Ann Baker' })).toBeNull();
  });

  it('says the figures come within a day when none were read yet', async () => {
    const results = await openPost(postWith('published', [instagramPublished, xPublished]));
    expect(
      within(results).getByText('No figures yet: the first are read within a day of the post going out.'),
    ).toBeInTheDocument();
    expect(api.callsTo(METRICS)).toHaveLength(0);
  });
});
