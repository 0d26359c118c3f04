import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { aiProfile } from '../lib/assistant-fixtures.test-helper';
import { PROFILE, renderTestPage } from './test-pages.test-helper';

const api = fakeApiForEachTest();

const openPage = () => renderTestPage('/test/user-intelligence', 'User Intelligence Test');
const factsOf = (section: string) =>
  Array.from(within(screen.getByRole('region', { name: section })).getAllByRole('term'), (term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('user intelligence test page', () => {
  it('shows a loading skeleton until the profile comes', async () => {
    api.answer(PROFILE, 'never');
    await openPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the AI profile…');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows the AI profile: business, activity, quality, top workflows and progress toward 50', async () => {
    api.answer(PROFILE, ok(aiProfile()));
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Business profile' })).toBeInTheDocument();
    expect(factsOf('Business profile')).toEqual([
      ['Type', 'online_shop'],
      ['Industry', 'Bakery'],
      ['Expertise', 'intermediate'],
    ]);
    expect(factsOf('Activity')).toEqual([
      ['Last active', expect.any(String)],
      ['Total conversations', '12'],
      ['Average quality', '72% · Good'],
    ]);
    expect(screen.getByRole('region', { name: 'Activity' }).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    const rows = within(screen.getByRole('region', { name: 'Top workflows' })).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Workflow', 'Conversations'],
      ['analytics', '7'],
      ['content', '5'],
    ]);
    const completeness = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(completeness).toHaveAttribute('value', '12');
    expect(completeness).toHaveAttribute('max', '50');
    expect(completeness).toHaveAccessibleDescription('12 of 50 conversations');
    expect(screen.getByText('Not complete yet')).toBeInTheDocument();
  });

  it('shows a complete profile as complete, and what is not set', async () => {
    api.answer(
      PROFILE,
      ok(
        aiProfile({
          totalConversations: 64,
          complete: true,
          businessProfile: { type: null, industry: null, expertise: 'advanced' },
          topWorkflows: [],
        }),
      ),
    );
    await openPage();
    expect(await screen.findByText('Complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute('value', '50');
    expect(screen.getByText('64 of 50 conversations')).toBeInTheDocument();
    expect(factsOf('Business profile')).toEqual([
      ['Type', 'Not set'],
      ['Industry', 'Not set'],
      ['Expertise', 'advanced'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Top workflows' })).getByText('None yet')).toBeInTheDocument();
  });

  it('says there are no conversations yet when there are none', async () => {
    api.answer(
      PROFILE,
      ok(aiProfile({ totalConversations: 0, lastActive: null, averageQuality: 0, topWorkflows: [] })),
    );
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByText('The profile fills in as the owner talks to Assistant Pro.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the profile could not be loaded, and Try again loads it', async () => {
    const user = userEvent.setup();
    api.answer(PROFILE, fails(401, 'UNAUTHENTICATED', 'Sign in first.'));
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The AI profile could not be loaded.' }),
    ).toBeInTheDocument();
    api.answer(PROFILE, ok(aiProfile()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Business profile' })).toBeInTheDocument();
    expect(api.callsTo(PROFILE)).toHaveLength(2);
  });
});
