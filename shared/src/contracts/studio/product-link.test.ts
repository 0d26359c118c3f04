import { isProductPage, productLink, tagProductLinks } from './product-link';

const tags = { platform: 'instagram' as const, campaign: 'spring-sale', postId: '665f00000000000000000001' };

describe('productLink', () => {
  it('tags a product page with the platform, social, the campaign and the post', () => {
    expect(productLink('https://alice.myshopify.com/products/ceramic-mug', tags)).toBe(
      'https://alice.myshopify.com/products/ceramic-mug?utm_source=instagram&utm_medium=social&utm_campaign=spring-sale&utm_content=665f00000000000000000001',
    );
  });

  it('keeps other parameters and the fragment, replaces earlier utm tags, and tags a post outside a campaign "studio"', () => {
    const url = productLink('https://shop.example/products/mug?variant=42&utm_source=old&utm_term=x#reviews', {
      ...tags,
      platform: 'twitter',
      campaign: null,
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.get('variant')).toBe('42');
    expect(parsed.searchParams.getAll('utm_source')).toEqual(['twitter']);
    expect(parsed.searchParams.get('utm_campaign')).toBe('studio');
    expect(parsed.searchParams.has('utm_term')).toBe(false);
    expect(parsed.hash).toBe('#reviews');
  });

  it('encodes a campaign name and leaves what is no web link alone', () => {
    expect(
      new URL(productLink('https://s.example/products/a', { ...tags, campaign: 'Spring & more' })).search,
    ).toContain('utm_campaign=Spring+%26+more');
    expect(productLink('not a link', tags)).toBe('not a link');
    expect(productLink('javascript:alert(1)', tags)).toBe('javascript:alert(1)');
  });
});

describe('tagProductLinks', () => {
  it('tags the product pages of a text, not its other links nor the sentence around them', () => {
    const text =
      'Our mug: https://alice.myshopify.com/products/ceramic-mug. More at https://alice.example/blog/mugs!\n#mugs';
    const tagged = tagProductLinks(text, tags);
    expect(tagged).toBe(
      'Our mug: https://alice.myshopify.com/products/ceramic-mug?utm_source=instagram&utm_medium=social&utm_campaign=spring-sale&utm_content=665f00000000000000000001. More at https://alice.example/blog/mugs!\n#mugs',
    );
    expect(tagProductLinks('No links here.', tags)).toBe('No links here.');
  });

  it('knows a product page by its path', () => {
    expect(isProductPage('https://shop.example/products/mug')).toBe(true);
    expect(isProductPage('https://shop.example/collections/all/products/mug/')).toBe(true);
    expect(isProductPage('https://shop.example/products')).toBe(false);
    expect(isProductPage('ftp://shop.example/products/mug')).toBe(false);
  });
});
