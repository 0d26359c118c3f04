/** One run of a post's text as a platform draws it: plain, or a hashtag, mention or link it highlights. */
export interface TextSegment {
  kind: 'text' | 'hashtag' | 'mention' | 'link';
  text: string;
}

// A link (with its scheme or a www. host), a #hashtag or an @mention, each starting at a word
// boundary; letters of any script count, as the platforms highlight them.
const entity =
  /(https?:\/\/[^\s]+|www\.[^\s]+)|(?<![\p{L}\p{N}_&])(#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)|(?<![\p{L}\p{N}_])(@[A-Za-z0-9_.]{1,30})/gu;

// Trailing punctuation ends a sentence, not the link.
const trailingPunctuation = /[.,;:!?)\]'"]+$/;

/** Splits `text` into the runs a platform's post shows, in order; joined, they give `text` back. */
export function textSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plainStart = 0;
  const pushPlain = (end: number) => {
    if (end > plainStart) segments.push({ kind: 'text', text: text.slice(plainStart, end) });
  };
  for (const match of text.matchAll(entity)) {
    const start = match.index;
    let value = match[0];
    let kind: TextSegment['kind'] = match[1] ? 'link' : match[2] ? 'hashtag' : 'mention';
    if (kind === 'link') value = value.replace(trailingPunctuation, '');
    if (kind === 'mention') value = value.replace(/\.+$/, '');
    if (value.length < 2) kind = 'text';
    pushPlain(start);
    segments.push({ kind, text: value });
    plainStart = start + value.length;
  }
  pushPlain(text.length);
  return mergePlain(segments);
}

function mergePlain(segments: TextSegment[]): TextSegment[] {
  const merged: TextSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && last.kind === 'text' && segment.kind === 'text') last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
