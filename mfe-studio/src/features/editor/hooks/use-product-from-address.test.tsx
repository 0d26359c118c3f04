import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { StudioMedia, StudioProduct } from '@scp/shared/contracts/studio/studio-api';
import { answerAccounts, renderStudio } from '../../../test-support/render-studio.test-helper';

// The products page's 'Create post' opens /studio/post/new?product=<handle>: the editor puts that
// product in the new post as 'Add product' does (its line in the text, its image in the media).

const PRODUCTS = 'GET /api/studio/products';
const IMPORT_IMAGE = 'POST /api/studio/products/image';
const api = fakeApiForEachTest();

const loaf: StudioProduct = {
  productId: '7',
  shopDomain: 'anns-bakery.myshopify.com',
  handle: 'sourdough-loaf',
  title: 'Sourdough Loaf',
  price: '6.50',
  currency: 'EUR',
  imageUrl: 'https://cdn.shopify.com/s/files/1/0001/files/loaf.jpg',
  url: 'https://anns-bakery.myshopify.com/products/sourdough-loaf',
};

const media: StudioMedia = {
  id: '665f00000000000000000001',
  type: 'image',
  url: 'http://localhost:8080/api/studio/media/files/665f00000000000000000001/abc.jpg',
  contentType: 'image/jpeg',
  bytes: 2048,
  width: 96,
  height: 96,
  durationMs: null,
  codec: null,
  alt: 'Sourdough Loaf',
  name: '',
  createdAt: '2026-11-27T10:00:00.000Z',
};

/** The handles the editor looked products up by, in order. */
const lookups = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([input]: [RequestInfo | URL]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === '/api/studio/products')
    .map((url) => url.searchParams.get('handle'));

async function open(path: string) {
  answerAccounts(api);
  await renderStudio(path);
  await screen.findByRole('group', { name: 'Post to' });
}

describe('a new post opened with ?product=', () => {
  it("puts the product's line in the text and its image in the media, once", async () => {
    api.answer(PRODUCTS, ok({ products: [loaf] }));
    api.answer(IMPORT_IMAGE, ok({ media }));
    await open('/studio/post/new?product=sourdough-loaf');
    await waitFor(() =>
      expect(screen.getByLabelText('Post text')).toHaveValue(
        'Sourdough Loaf – 6.50 EUR – https://anns-bakery.myshopify.com/products/sourdough-loaf',
      ),
    );
    const list = await screen.findByRole('list', { name: 'Images and video of the post' });
    expect(within(list).getByLabelText('Alt text for Image 1')).toHaveValue('Sourdough Loaf');
    expect(document.querySelector('[data-product-from-address]')).toHaveTextContent(
      'Sourdough Loaf added to the text, and its image to the post.',
    );
    expect(lookups()).toEqual(['sourdough-loaf']);
    expect(api.callsTo(IMPORT_IMAGE).map((call) => call.body)).toEqual([
      { shopDomain: 'anns-bakery.myshopify.com', handle: 'sourdough-loaf' },
    ]);
  });

  it('says so when the shop has no product of that handle, and leaves the post empty', async () => {
    api.answer(PRODUCTS, ok({ products: [] }));
    await open('/studio/post/new?product=teapot');
    expect(await screen.findByText('No product matches.')).toBeInTheDocument();
    expect(screen.getByLabelText('Post text')).toHaveValue('');
    expect(api.callsTo(IMPORT_IMAGE)).toHaveLength(0);
  });

  it('looks nothing up for a new post without it', async () => {
    await open('/studio/post/new');
    expect(lookups()).toEqual([]);
    expect(document.querySelector('[data-product-from-address]')).toBeNull();
  });
});
