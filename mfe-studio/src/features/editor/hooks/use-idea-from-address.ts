import type { MoodboardItem } from '@scp/shared/contracts/studio/moodboard-api';
import type { PostMedia } from '@scp/shared/contracts/studio/studio-api';
import { postLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useGetMoodboardItemQuery } from '../api/idea-api';

const texts = studioTexts.moodboard;

/** The words a moodboard item puts into a new post: a note's text, or a line linking a saved post's source. */
export function ideaTextOf(item: MoodboardItem): string {
  if (item.savedPost) {
    const { platform, authorHandle, sourceUrl } = item.savedPost;
    const note = texts.ideaNote(studioTexts.platformNames[platform], authorHandle, sourceUrl);
    return item.text ? `${item.text}\n\n${note}` : note;
  }
  return item.text;
}

const withIdea = (text: string, idea: string) => (text.trim() ? `${text.trimEnd()}\n\n${idea}` : idea);

/**
 * A new post opened with `?idea=<moodboard item>` (the moodboard's 'Use as inspiration'): the item's
 * words go into the text, a saved post as a line linking its source (nothing of that account's media
 * is copied), an image of the owner's library into the media. Once per editor; answers the status line.
 */
export function useIdeaFromAddress(
  enabled: boolean,
  insert: {
    onText: (change: (text: string) => string) => void;
    onAddMedia: (media: PostMedia) => void;
    mediaCount: number;
  },
): { words: string; failed: boolean } | null {
  const { search } = useLocation();
  const itemId = enabled ? (new URLSearchParams(search).get(studioPaths.ideaParam)?.trim() ?? '') : '';
  const item = useGetMoodboardItemQuery(itemId, { skip: !itemId });
  const [status, setStatus] = useState<{ words: string; failed: boolean } | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !itemId) return;
    if (item.isError) {
      done.current = true;
      setStatus({ words: texts.ideaMissing, failed: true });
      return;
    }
    const idea = item.data?.item;
    if (!idea) return;
    done.current = true;
    const words = ideaTextOf(idea);
    if (words) insert.onText((text) => withIdea(text, words));
    if (idea.image && insert.mediaCount < postLimits.mediaMax) {
      const { mediaId, url, alt, bytes } = idea.image;
      insert.onAddMedia({ id: mediaId, type: 'image', url, alt, bytes, durationMs: null });
    }
    setStatus({ words: texts.ideaInserted, failed: false });
    // Runs when the item's answer arrives; the callbacks change every render and are not a reason to insert again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId, item.data, item.isError]);

  return status;
}
