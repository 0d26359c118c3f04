import { skipRetryWaits } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { MoodboardItem, MoodboardResponse } from '@scp/shared/contracts/studio/moodboard-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withItemMoved } from '../lib/moodboard-order';
import { MoodboardPage } from './moodboard-page';

const texts = studioTexts.moodboard;

let moodboard: MoodboardResponse;
let requests: Array<{ method: string; path: string; body: unknown }>;
let readAnswer: 'ok' | 'fail';
let moveAnswer: 'ok' | 'fail';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const note = (id: string, boardId: string, position: number, text: string): MoodboardItem => ({
  id,
  boardId,
  kind: 'note',
  position,
  text,
  image: null,
  savedPost: null,
  createdAt: '2026-11-27T10:00:00.000Z',
});

const saved: MoodboardItem = {
  id: 'i3',
  boardId: 'b2',
  kind: 'saved_post',
  position: 0,
  text: '',
  image: null,
  savedPost: {
    platform: 'instagram',
    sourceUrl: 'https://www.instagram.com/p/C0ffee/',
    authorHandle: '@rival.bakery',
    captionExcerpt: 'Our rye, fresh at six.',
    thumbnailUrl: 'https://cdn.example.com/thumb.jpg',
  },
  createdAt: '2026-11-27T10:00:00.000Z',
};

function twoBoards(): MoodboardResponse {
  return {
    boards: [
      {
        id: 'b1',
        name: 'Spring',
        position: 0,
        items: [note('i1', 'b1', 0, 'Warm light'), note('i2', 'b1', 1, 'Flour on the table')],
      },
      { id: 'b2', name: 'Rivals', position: 1, items: [saved] },
    ],
  };
}

beforeEach(() => {
  moodboard = twoBoards();
  requests = [];
  readAnswer = 'ok';
  moveAnswer = 'ok';
  skipRetryWaits();
  // The service as far as the page needs it: the moodboard, a new board, and moves as the service makes them.
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    requests.push({ method: request.method, path, body });
    if (request.method === 'GET' && path === '/api/studio/moodboard') {
      return readAnswer === 'ok'
        ? json(200, moodboard)
        : json(503, { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } });
    }
    if (request.method === 'POST' && path === '/api/studio/moodboard/boards') {
      const id = `b${moodboard.boards.length + 1}`;
      const name = String(body?.name ?? '').trim();
      moodboard = { boards: [...moodboard.boards, { id, name, position: moodboard.boards.length, items: [] }] };
      return json(201, moodboard);
    }
    const edit = /^\/api\/studio\/moodboard\/items\/([^/]+)$/.exec(path);
    if (request.method === 'PATCH' && edit?.[1]) {
      const itemId = edit[1];
      moodboard = {
        boards: moodboard.boards.map((board) => ({
          ...board,
          items: board.items.map((item) => (item.id === itemId ? { ...item, text: String(body?.text) } : item)),
        })),
      };
      return json(200, moodboard);
    }
    const add = /^\/api\/studio\/moodboard\/boards\/([^/]+)\/items$/.exec(path);
    if (request.method === 'POST' && add?.[1]) {
      const boardId = add[1];
      moodboard = {
        boards: moodboard.boards.map((board) =>
          board.id !== boardId
            ? board
            : {
                ...board,
                items: [
                  ...board.items,
                  {
                    ...note(`i${board.items.length + 10}`, boardId, board.items.length, String(body?.text ?? '')),
                    kind: 'image',
                    image: {
                      mediaId: String(body?.mediaId),
                      url: photoUrl,
                      alt: 'A loaf',
                      width: 96,
                      height: 96,
                      bytes: 2048,
                    },
                  },
                ],
              },
        ),
      };
      return json(201, moodboard);
    }
    const move = /^\/api\/studio\/moodboard\/items\/([^/]+)\/move$/.exec(path);
    if (request.method === 'POST' && move?.[1]) {
      if (moveAnswer === 'fail') {
        return json(400, { error: { code: 'VALIDATION_FAILED', message: texts.boardFull } });
      }
      moodboard = withItemMoved(moodboard, move[1], String(body?.boardId), Number(body?.position));
      return json(200, moodboard);
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

afterEach(() => jest.restoreAllMocks());

const photoUrl = 'https://app.example.com/api/studio/media/files/m1/token.jpg';

/** The upload's request (an XMLHttpRequest, for its progress), answered at once with `status` and `body`. */
function answerUploads(status: number, body: unknown) {
  const sent: Array<{ method: string; url: string }> = [];
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => {
    const request = {
      method: '',
      url: '',
      status: 0,
      responseText: '',
      withCredentials: false,
      upload: { onprogress: null },
      onload: null as (() => void) | null,
      onerror: null,
      onabort: null,
      open(method: string, url: string) {
        request.method = method;
        request.url = url;
      },
      setRequestHeader() {},
      send() {
        sent.push({ method: request.method, url: request.url });
        request.status = status;
        request.responseText = JSON.stringify(body);
        setTimeout(() => request.onload?.(), 0);
      },
      abort() {},
    };
    return request as unknown as XMLHttpRequest;
  });
  return sent;
}

const boardNotes = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('article')
    .map((item) => item.getAttribute('aria-label'));

describe('the moodboard', () => {
  it('shows the boards with their notes and saved posts, a saved post as a link to its source', async () => {
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring' })).toBeInTheDocument();
    expect(boardNotes('Spring')).toEqual(['Note: Warm light', 'Note: Flour on the table']);
    const post = screen.getByRole('article', { name: 'Saved post: Instagram · @rival.bakery' });
    expect(within(post).getByRole('link', { name: texts.openSource })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/C0ffee/',
    );
    expect(within(post).getByRole('link', { name: /^Use as inspiration/ })).toHaveAttribute(
      'href',
      '/studio/post/new?idea=i3',
    );
  });

  it('moves a focused item with Alt + arrow keys, says where it went and keeps the focus on it', async () => {
    const user = userEvent.setup();
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    const first = await screen.findByRole('article', { name: 'Note: Warm light' });
    first.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(boardNotes('Spring')).toEqual(['Note: Flour on the table', 'Note: Warm light']));
    expect(screen.getByRole('status')).toHaveTextContent('Note: Warm light moved to position 2 of 2 in Spring.');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/studio/moodboard/items/i1/move', body: { boardId: 'b1', position: 1 } },
    ]);
    await waitFor(() => expect(screen.getByRole('article', { name: 'Note: Warm light' })).toHaveFocus());

    // To the next board: the same place there, the focus going along.
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() =>
      expect(boardNotes('Rivals')).toEqual(['Saved post: Instagram · @rival.bakery', 'Note: Warm light']),
    );
    expect(boardNotes('Spring')).toEqual(['Note: Flour on the table']);
    expect(screen.getByRole('status')).toHaveTextContent('Note: Warm light moved to position 2 of 2 in Rivals.');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Note: Warm light' })).toHaveFocus());

    // At the edge nothing is sent: there is no board after the last.
    const sent = requests.length;
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(requests).toHaveLength(sent);
  });

  it('moves an item with its arrow buttons; the first cannot go up', async () => {
    const user = userEvent.setup();
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    expect(await screen.findByRole('button', { name: 'Move up: Note: Warm light' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: Note: Flour on the table' }));
    await waitFor(() => expect(boardNotes('Spring')).toEqual(['Note: Flour on the table', 'Note: Warm light']));
  });

  it('moves an item dropped onto another board', async () => {
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    const dragged = await screen.findByRole('article', { name: 'Note: Warm light' });
    fireEvent.dragStart(dragged, { dataTransfer: { setData: () => undefined, effectAllowed: 'move' } });
    const target = screen.getByRole('list', { name: 'Rivals' });
    fireEvent.dragOver(target, { dataTransfer: { dropEffect: 'move' } });
    fireEvent.drop(target, { dataTransfer: {} });
    await waitFor(() =>
      expect(boardNotes('Rivals')).toEqual(['Saved post: Instagram · @rival.bakery', 'Note: Warm light']),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ boardId: 'b2', position: 1 });
  });

  it('puts a refused move back and says why', async () => {
    const user = userEvent.setup();
    moveAnswer = 'fail';
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    (await screen.findByRole('article', { name: 'Note: Warm light' })).focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(await screen.findByText(texts.boardFull)).toBeInTheDocument();
    await waitFor(() => expect(boardNotes('Spring')).toEqual(['Note: Warm light', 'Note: Flour on the table']));
  });

  it("uploads an image into the library and puts it on the board; a refused file is said in the service's words", async () => {
    const user = userEvent.setup();
    const uploads = answerUploads(201, {
      media: {
        id: 'm1',
        type: 'image',
        url: photoUrl,
        contentType: 'image/jpeg',
        bytes: 2048,
        width: 96,
        height: 96,
        durationMs: null,
        codec: null,
        alt: 'A loaf',
        name: 'loaf.png',
        createdAt: '2026-11-27T10:00:00.000Z',
      },
    });
    const { container } = await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    await screen.findByRole('heading', { level: 2, name: 'Spring' });
    const input = container.querySelector<HTMLInputElement>('section input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'loaf.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'A loaf' })).toHaveAttribute('src', photoUrl);
    expect(uploads).toEqual([{ method: 'POST', url: '/api/studio/media?name=loaf.png' }]);
    expect(requests.find((request) => request.path === '/api/studio/moodboard/boards/b1/items')?.body).toEqual({
      kind: 'image',
      mediaId: 'm1',
    });

    answerUploads(400, { error: { code: 'BAD_REQUEST', message: studioTexts.media.invalidType } });
    await user.upload(input, new File(['text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText(studioTexts.media.invalidType)).toBeInTheDocument();
  });

  it("edits a note's text", async () => {
    const user = userEvent.setup();
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    await user.click(await screen.findByRole('button', { name: 'Edit Note: Warm light' }));
    const box = within(screen.getByRole('article', { name: 'Note: Warm light' })).getByRole('textbox', {
      name: texts.noteLabel,
    });
    await user.clear(box);
    await user.type(box, 'Golden hour light');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByRole('article', { name: 'Note: Golden hour light' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/studio/moodboard/items/i1',
      body: { text: 'Golden hour light' },
    });
  });

  it('says when there are no boards yet, and creates one', async () => {
    const user = userEvent.setup();
    moodboard = { boards: [] };
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: texts.newBoard }), 'Summer');
    await user.click(screen.getByRole('button', { name: texts.createBoard }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Summer' })).toBeInTheDocument();
    expect(screen.getByText(texts.boardEmpty)).toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
  });

  // The read is retried three times first (1 s, 2 s and 4 s apart) as every query is.
  it('says when the moodboard cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    readAnswer = 'fail';
    await renderRemote(<MoodboardPage />, '/inspiration/moodboard');
    expect(await screen.findByRole('alert', {}, { timeout: 12_000 })).toHaveTextContent(texts.loadFailed);
    readAnswer = 'ok';
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring' })).toBeInTheDocument();
  }, 20_000);
});
