import { screen, waitFor, within } from '@testing-library/react';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { MoodboardItem } from '@scp/shared/contracts/studio/moodboard-api';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { answerAccounts, renderStudio } from '../../../test-support/render-studio.test-helper';

// The moodboard's 'Use as inspiration' opens /studio/post/new?idea=<item>: the item's idea goes
// into the new post, a saved post as a line linking its source and never its media.

const texts = studioTexts.moodboard;
const api = fakeApiForEachTest();
const itemKey = (id: string) => `GET /api/studio/moodboard/items/${id}`;

const base = {
  boardId: 'b1',
  position: 0,
  image: null,
  savedPost: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};

async function open(path: string) {
  answerAccounts(api);
  await renderStudio(path);
  await screen.findByRole('group', { name: 'Post to' });
}

describe('a new post opened with ?idea=', () => {
  it("puts a saved post's source in the text as a link, and none of its media", async () => {
    const saved: MoodboardItem = {
      ...base,
      id: 'i1',
      kind: 'saved_post',
      text: 'Try this for the rye',
      savedPost: {
        platform: 'instagram',
        sourceUrl: 'https://www.instagram.com/p/C0ffee/',
        authorHandle: '@rival.bakery',
        captionExcerpt: 'Our rye, fresh at six.',
        thumbnailUrl: 'https://cdn.example.com/thumb.jpg',
      },
    };
    api.answer(itemKey('i1'), ok({ item: saved }));
    await open('/studio/post/new?idea=i1');
    await waitFor(() =>
      expect(screen.getByLabelText('Post text')).toHaveValue(
        'Try this for the rye\n\nInspired by @rival.bakery on Instagram: https://www.instagram.com/p/C0ffee/',
      ),
    );
    expect(document.querySelector('[data-idea-from-address]')).toHaveTextContent(texts.ideaInserted);
    expect(screen.queryByRole('list', { name: 'Images and video of the post' })).not.toBeInTheDocument();
  });

  it("puts a note's text in, and an image of the owner's library in the media", async () => {
    api.answer(
      itemKey('i2'),
      ok({
        item: {
          ...base,
          id: 'i2',
          kind: 'image',
          text: 'Crumb shot',
          image: {
            mediaId: '665f00000000000000000001',
            url: 'http://localhost:8080/api/studio/media/files/665f00000000000000000001/abc.jpg',
            alt: 'The crumb of a loaf',
            width: 96,
            height: 96,
            bytes: 2048,
          },
        } satisfies MoodboardItem,
      }),
    );
    await open('/studio/post/new?idea=i2');
    await waitFor(() => expect(screen.getByLabelText('Post text')).toHaveValue('Crumb shot'));
    const list = await screen.findByRole('list', { name: 'Images and video of the post' });
    expect(within(list).getByLabelText('Alt text for Image 1')).toHaveValue('The crumb of a loaf');
  });

  it('says so when the item is gone, and leaves the post empty', async () => {
    api.answer(itemKey('gone'), fails(404, 'NOT_FOUND', texts.itemNotFound));
    await open('/studio/post/new?idea=gone');
    expect(await screen.findByText(texts.ideaMissing)).toBeInTheDocument();
    expect(screen.getByLabelText('Post text')).toHaveValue('');
  });
});
