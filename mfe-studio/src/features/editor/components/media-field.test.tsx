import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { StudioMedia } from '@scp/shared/contracts/studio/studio-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { answerAccounts, CREATE_POST, renderStudio, storedPost } from '../../../test-support/render-studio.test-helper';

const api = fakeApiForEachTest();
const texts = studioTexts.media;

/** An upload the test answers by hand: its progress, then the service's answer. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeUpload() as unknown as XMLHttpRequest);
});

const stored = (id: string, more: Partial<StudioMedia> = {}): StudioMedia => ({
  id,
  type: 'image',
  url: `http://localhost:8080/api/studio/media/files/${id}/token${id}.jpg`,
  contentType: 'image/jpeg',
  bytes: 120_000,
  width: 1200,
  height: 800,
  durationMs: null,
  codec: null,
  alt: '',
  name: '',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...more,
});

async function openNewPost() {
  answerAccounts(api);
  await renderStudio('/studio/post/new');
  await screen.findByRole('group', { name: 'Post to' });
}

const field = () => screen.getByRole('region', { name: texts.field.heading });
const fileInput = () => screen.getByTestId('media-file-input');
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const lastUpload = async () => {
  await waitFor(() => expect(FakeUpload.sent.length).toBeGreaterThan(0));
  return FakeUpload.sent[FakeUpload.sent.length - 1] as FakeUpload;
};

describe("the editor's images and video", () => {
  it('uploads a picked image with its progress, shows it in the field and the previews, and saves it with its alt text', async () => {
    await openNewPost();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ann Baker/ }));
    await userEvent.upload(fileInput(), file('bread.png', 'image/png'));
    const upload = await lastUpload();
    expect([upload.method, upload.url, upload.headers['content-type'], upload.withCredentials]).toEqual([
      'POST',
      '/api/studio/media?name=bread.png',
      'image/png',
      true,
    ]);
    upload.progress(50, 100);
    expect(within(field()).getByRole('progressbar', { name: texts.field.uploading('bread.png') })).toHaveAttribute(
      'value',
      '0.5',
    );
    upload.answer(201, { media: stored('m1') });

    const list = await within(field()).findByRole('list', { name: texts.field.listLabel });
    expect(within(list).getByText('Image 1')).toBeInTheDocument();
    expect(within(list).getByText(texts.field.altMissing)).toBeInTheDocument();
    expect(within(field()).queryByRole('progressbar')).toBeNull();
    // The X preview shows the uploaded image.
    const preview = screen.getByRole('article', { name: /Preview on X/ });
    expect(preview.querySelector('img[src$="tokenm1.jpg"]')).not.toBeNull();

    api.answer('PATCH /api/studio/media/m1', ok({ media: stored('m1', { alt: 'A sourdough loaf' }) }));
    await userEvent.type(within(list).getByLabelText('Alt text for Image 1'), 'A sourdough loaf');
    await userEvent.tab();
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/studio/media/m1').at(-1)?.body).toEqual({ alt: 'A sourdough loaf' }),
    );
    expect(within(list).queryByText(texts.field.altMissing)).toBeNull();

    api.answer(CREATE_POST, { status: 201, body: { post: storedPost('p1', {}) } });
    await userEvent.type(screen.getByLabelText('Post text'), 'Fresh bread');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo(CREATE_POST)).toHaveLength(1));
    expect((api.callsTo(CREATE_POST)[0]?.body as { media: unknown }).media).toEqual([
      { id: 'm1', alt: 'A sourdough loaf' },
    ]);
  });

  it("takes a dropped video, names its length, and checks each platform's video rules live", async () => {
    await openNewPost();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ann Baker/ }));
    const zone = field().querySelector('[data-drop-zone]') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [file('clip.mp4', 'video/mp4')] } });
    (await lastUpload()).answer(201, {
      media: stored('v1', {
        type: 'video',
        contentType: 'video/mp4',
        durationMs: 141_000,
        codec: 'avc1',
        url: 'http://localhost:8080/api/studio/media/files/v1/t.mp4',
      }),
    });
    const list = await within(field()).findByRole('list', { name: texts.field.listLabel });
    expect(within(list).getByText('Video 1, 2 minutes 21 seconds')).toBeInTheDocument();
    // Its first frame as the thumbnail.
    expect(list.querySelector('video')?.getAttribute('src')).toBe(
      'http://localhost:8080/api/studio/media/files/v1/t.mp4#t=0.1',
    );
    expect(await screen.findByText(texts.rules.videoTooLong('X', 140))).toBeInTheDocument();
  });

  it("says why a file was not added in the service's words, and refuses one too large before sending it", async () => {
    await openNewPost();
    await userEvent.upload(fileInput(), file('notes.png', 'image/png'));
    (await lastUpload()).answer(400, { error: { code: 'BAD_REQUEST', message: texts.invalidType } });
    expect(await within(field()).findByRole('alert')).toHaveTextContent(
      `${texts.field.uploadFailed('notes.png')}: ${texts.invalidType}`,
    );
    await userEvent.click(within(field()).getByRole('button', { name: texts.field.dismiss }));
    expect(within(field()).queryByRole('alert')).toBeNull();

    const sentBefore = FakeUpload.sent.length;
    const huge = file('huge.jpg', 'image/jpeg');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(fileInput(), huge);
    expect(await within(field()).findByRole('alert')).toHaveTextContent(texts.tooLarge);
    expect(FakeUpload.sent).toHaveLength(sentBefore);
  });

  it('reorders and removes the post’s media', async () => {
    await openNewPost();
    await userEvent.upload(fileInput(), [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    (await lastUpload()).answer(201, { media: stored('a', { alt: 'First' }) });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    (FakeUpload.sent[1] as FakeUpload).answer(201, { media: stored('b', { alt: 'Second' }) });
    const list = await within(field()).findByRole('list', { name: texts.field.listLabel });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const alts = () =>
      within(list)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value);
    expect(alts()).toEqual(['First', 'Second']);
    expect(within(list).getByRole('button', { name: 'Move Image 1 earlier' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Move Image 1 later' }));
    expect(alts()).toEqual(['Second', 'First']);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Image 1' }));
    expect(alts()).toEqual(['First']);
  });
});
