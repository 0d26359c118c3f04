import { fakeApiForEachTest, fails, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedPost } from '../../../test-support/render-studio.test-helper';
import { CalendarPage } from './calendar-page';

const api = fakeApiForEachTest();

const LIST = 'GET /api/studio/posts';
const schedule = (id: string) => `POST /api/studio/posts/${id}/schedule`;

/** Tuesday 12 May 2026, 10:00 in Berlin. */
const NOW = Date.parse('2026-05-12T08:00:00.000Z');

const coffee: Post = storedPost('p1', {
  text: 'Fresh sourdough every Wednesday',
  status: 'scheduled',
  scheduledAt: '2026-05-13T07:30:00.000Z',
  timeZone: 'Europe/Berlin',
  targets: [{ platform: 'instagram' }, { platform: 'twitter' }],
});
const published: Post = storedPost('p2', {
  text: 'Our spring menu is here',
  status: 'published',
  scheduledAt: '2026-05-08T16:00:00.000Z',
  timeZone: 'Europe/Berlin',
  targets: [{ platform: 'facebook' }],
});

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  // The owner's zone is the browser's: Berlin here, whatever the machine running the test says.
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: 'Europe/Berlin' };
  });
});

/** The query of every list request the calendar sent, in order. */
function listQueries(): URLSearchParams[] {
  return (globalThis.fetch as jest.Mock).mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input as string, init as RequestInit)))
    .filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/studio/posts')
    .map((request) => new URL(request.url).searchParams);
}

function cell(day: string, hour?: number): HTMLElement {
  const selector = hour === undefined ? `td[data-day="${day}"]` : `td[data-day="${day}"][data-hour="${hour}"]`;
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no calendar cell ${selector}`);
  return found;
}

function chipIn(day: string, postId: string, hour?: number): HTMLElement | null {
  return cell(day, hour).querySelector<HTMLElement>(`[data-post-chip="${postId}"]`);
}

/** A stand-in for the browser's DataTransfer, which jsdom lacks. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

function dragTo(chip: HTMLElement, target: HTMLElement) {
  const transfer = dataTransfer();
  fireEvent.dragStart(chip, { dataTransfer: transfer });
  fireEvent.dragEnter(target, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  fireEvent.drop(target, { dataTransfer: transfer });
}

async function showCalendar(path = '/calendar/scheduled', posts: Post[] = [coffee, published]) {
  api.answer(LIST, ok({ posts }));
  const view = await renderRemote(<CalendarPage />, path);
  await screen.findByRole('link', { name: /Fresh sourdough/ });
  return view;
}

describe('the calendar of scheduled posts', () => {
  it('shows the month in the owner’s zone: each post a chip on its day with its marks and local time', async () => {
    await showCalendar();
    expect(screen.getByRole('heading', { level: 2, name: 'May 2026' })).toBeInTheDocument();
    const chip = within(cell('2026-05-13')).getByRole('link', { name: /Fresh sourdough/ });
    expect(chip).toHaveAccessibleName(/^Instagram X 9:30\s?AM Fresh sourdough every Wednesday$/);
    expect(chip).toHaveAttribute('href', '/studio/post/p1');
    expect(
      within(cell('2026-05-08')).getByRole('link', { name: /spring menu is here · Published/ }),
    ).toBeInTheDocument();
    // The month's whole weeks, from Monday 27 April to Sunday 31 May, midnight to midnight in Berlin.
    const query = listQueries()[0];
    expect(query?.get('from')).toBe('2026-04-26T22:00:00.000Z');
    expect(query?.get('to')).toBe('2026-05-31T22:00:00.000Z');
  });

  it('shows and asks in the profile’s zone, not the browser’s, once the profile has one', async () => {
    api.answer(LIST, ok({ posts: [coffee, published] }));
    await renderRemote(<CalendarPage />, '/calendar/scheduled', (store) => {
      const user = { id: 'u1', email: 'ann@example.com', user_metadata: { time_zone: 'America/New_York' } };
      store.dispatch(sessionResolved({ user, expiresAt: Math.floor(NOW / 1000) + 3600 }));
    });
    // 07:30 UTC is 03:30 in New York (9:30 in the browser's Berlin).
    const chip = await within(cell('2026-05-13')).findByRole('link', { name: /Fresh sourdough/ });
    expect(chip).toHaveAccessibleName(/^Instagram X 3:30\s?AM Fresh sourdough every Wednesday$/);
    expect(screen.getByText(/^Times in America\/New_York/)).toBeInTheDocument();
    // The month from midnight to midnight in New York.
    expect(listQueries()[0]?.get('from')).toBe('2026-04-27T04:00:00.000Z');
  });

  it('shows the week hour by hour and steps from week to week', async () => {
    const user = userEvent.setup();
    await showCalendar();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: /May 11\s?–\s?17, 2026/ })).toBeInTheDocument();
    expect(chipIn('2026-05-13', 'p1', 9)).not.toBeNull();
    await waitFor(() => expect(listQueries().at(-1)?.get('from')).toBe('2026-05-10T22:00:00.000Z'));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { level: 2, name: /May 18\s?–\s?24, 2026/ })).toBeInTheDocument();
    await waitFor(() => expect(listQueries().at(-1)?.get('from')).toBe('2026-05-17T22:00:00.000Z'));
  });

  it('moves a post dragged to another day at once, keeping its time, and asks the service to schedule it there', async () => {
    await showCalendar();
    api.answer(schedule('p1'), 'never');
    dragTo(screen.getByRole('link', { name: /Fresh sourdough/ }).parentElement as HTMLElement, cell('2026-05-15'));
    await waitFor(() => expect(api.callsTo(schedule('p1'))).toHaveLength(1));
    expect(api.callsTo(schedule('p1'))[0]?.body).toEqual({ at: '2026-05-15T09:30', timeZone: 'Europe/Berlin' });
    expect(chipIn('2026-05-15', 'p1')).not.toBeNull();
    expect(chipIn('2026-05-13', 'p1')).toBeNull();
  });

  it('moves a post dragged to an hour of the week to that hour, keeping its minutes', async () => {
    const user = userEvent.setup();
    await showCalendar();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    const moved = { ...coffee, scheduledAt: '2026-05-14T12:30:00.000Z' };
    api.answer(schedule('p1'), ok({ post: moved }));
    api.answer(LIST, ok({ posts: [moved, published] }));
    dragTo(chipIn('2026-05-13', 'p1', 9) as HTMLElement, cell('2026-05-14', 14));
    await waitFor(() => expect(api.callsTo(schedule('p1'))).toHaveLength(1));
    expect(api.callsTo(schedule('p1'))[0]?.body).toEqual({ at: '2026-05-14T14:30', timeZone: 'Europe/Berlin' });
    expect(await screen.findByRole('status')).toHaveTextContent(/Moved to Thu, May 14, 2:30\s?PM/);
    expect(chipIn('2026-05-14', 'p1', 14)).not.toBeNull();
  });

  it('puts a post back where it was and says why when the service refuses the move', async () => {
    await showCalendar();
    api.answer(schedule('p1'), fails(400, 'BAD_REQUEST', 'Pick a time in the future.'));
    dragTo(screen.getByRole('link', { name: /Fresh sourdough/ }).parentElement as HTMLElement, cell('2026-05-11'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The post could not be moved');
    expect(alert).toHaveTextContent('Pick a time in the future.');
    expect(chipIn('2026-05-13', 'p1')).not.toBeNull();
    expect(chipIn('2026-05-11', 'p1')).toBeNull();
  });

  it('does not let a published post be dragged or moved', async () => {
    await showCalendar();
    const chip = cell('2026-05-08').querySelector('[data-post-chip="p2"]') as HTMLElement;
    expect(chip).toHaveAttribute('draggable', 'false');
    expect(within(chip).queryByRole('button')).toBeNull();
    dragTo(chip, cell('2026-05-20'));
    expect(api.callsTo(schedule('p2'))).toHaveLength(0);
  });

  it('moves a post with the keyboard: Move to… opens a dialog with its date and time', async () => {
    const user = userEvent.setup();
    await showCalendar();
    const moved = { ...coffee, scheduledAt: '2026-05-21T16:15:00.000Z' };
    api.answer(schedule('p1'), ok({ post: moved }));
    const moveButton = screen.getByRole('button', { name: 'Move to… Fresh sourdough every Wednesday' });
    moveButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move post' });
    const date = within(dialog).getByLabelText('Date');
    const time = within(dialog).getByLabelText('Time');
    expect(date).toHaveValue('2026-05-13');
    expect(time).toHaveValue('09:30');
    expect(within(dialog).getByText('Times in Europe/Berlin')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2026-05-21' } });
    fireEvent.change(time, { target: { value: '18:15' } });
    api.answer(LIST, ok({ posts: [moved, published] }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo(schedule('p1'))).toHaveLength(1));
    expect(api.callsTo(schedule('p1'))[0]?.body).toEqual({ at: '2026-05-21T18:15', timeZone: 'Europe/Berlin' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(chipIn('2026-05-21', 'p1')).not.toBeNull());
    expect(chipIn('2026-05-13', 'p1')).toBeNull();
    // Focus follows the post to its new day.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(chipIn('2026-05-21', 'p1') as HTMLElement).getByRole('button')),
    );
  });

  it('refuses in the dialog a time already past, without asking the service', async () => {
    const user = userEvent.setup();
    await showCalendar();
    await user.click(screen.getByRole('button', { name: /^Move to… Fresh sourdough/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move post' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-05-12' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick a time in the future.');
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(/Pick a time in the future\./);
    expect(api.callsTo(schedule('p1'))).toHaveLength(0);
  });

  it('filters by platform and status through the service, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const { location } = await showCalendar();
    api.answer(LIST, ok({ posts: [published] }));
    await user.selectOptions(screen.getByLabelText('Platform'), 'Facebook');
    await waitFor(() => expect(listQueries().at(-1)?.get('platform')).toBe('facebook'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await waitFor(() => expect(listQueries().at(-1)?.get('status')).toBe('published'));
    expect(location()).toBe('/calendar/scheduled?platform=facebook&status=published');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Fresh sourdough/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /spring menu/ })).toBeInTheDocument();
  });

  it('opens filtered from a link', async () => {
    await showCalendar('/calendar/scheduled?status=failed', [coffee]);
    expect(listQueries()[0]?.get('status')).toBe('failed');
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
  });

  it('is a list of days on a phone, each post still movable with Move to…', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 599px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await showCalendar();
    expect(document.querySelector('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Week' })).not.toBeInTheDocument();
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Friday, May 8', 'Wednesday, May 13']);
    expect(screen.getByRole('button', { name: /^Move to… Fresh sourdough/ })).toBeInTheDocument();
  });
});

describe('the drafts', () => {
  it('lists every draft, the assistant’s too, each opening the editor', async () => {
    const mine = storedPost('d1', { text: 'Half-written idea', targets: [{ platform: 'linkedin' }] });
    const assistants = {
      ...storedPost('d2', { text: 'Try our cinnamon rolls this weekend' }),
      source: 'assistant' as const,
    };
    api.answer(LIST, ok({ posts: [mine, assistants] }));
    await act(async () => {
      await renderRemote(<CalendarPage />, '/calendar/drafts');
    });
    const assistantDraft = await screen.findByRole('link', { name: /cinnamon rolls/ });
    expect(assistantDraft).toHaveAccessibleName(/From the assistant/);
    expect(assistantDraft).toHaveAttribute('href', '/studio/post/d2');
    expect(screen.getByRole('link', { name: /Half-written idea/ })).toHaveAccessibleName(/^LinkedIn Half-written idea/);
    expect(listQueries()[0]?.get('status')).toBe('draft');
    expect(screen.getByRole('link', { name: 'Drafts' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is none', async () => {
    api.answer(LIST, ok({ posts: [] }));
    await renderRemote(<CalendarPage />, '/calendar/drafts');
    expect(await screen.findByText(/^No drafts\./)).toBeInTheDocument();
  });
});
