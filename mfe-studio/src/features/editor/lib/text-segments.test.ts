import { textSegments } from './text-segments';

describe('textSegments', () => {
  it('finds hashtags, mentions and links and keeps the text around them', () => {
    const text = 'New #SpringSale at @annsbakery: https://shop.example/sale. Come by!';
    const segments = textSegments(text);
    expect(segments).toEqual([
      { kind: 'text', text: 'New ' },
      { kind: 'hashtag', text: '#SpringSale' },
      { kind: 'text', text: ' at ' },
      { kind: 'mention', text: '@annsbakery' },
      { kind: 'text', text: ': ' },
      { kind: 'link', text: 'https://shop.example/sale' },
      { kind: 'text', text: '. Come by!' },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('takes hashtags in any script but not a number alone or an anchor inside a word', () => {
    expect(textSegments('#café #123 a#b #٢٠٢٦سنة').filter((segment) => segment.kind === 'hashtag')).toEqual([
      { kind: 'hashtag', text: '#café' },
      { kind: 'hashtag', text: '#٢٠٢٦سنة' },
    ]);
  });

  it('gives plain text as one run', () => {
    expect(textSegments('Fresh bread today')).toEqual([{ kind: 'text', text: 'Fresh bread today' }]);
    expect(textSegments('')).toEqual([]);
  });
});
