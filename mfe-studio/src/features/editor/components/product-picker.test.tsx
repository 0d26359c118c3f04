import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { StudioProduct } from '@scp/shared/contracts/studio/studio-api';
import { openNewPostEditor } from '../../../test-support/render-studio.test-helper';

const PRODUCTS = 'GET /api/studio/products';
const IMPORT_IMAGE = 'POST /api/studio/products/image';
const api = fakeApiForEachTest();

const product = (title: string, more: Partial<StudioProduct> = {}): StudioProduct => ({
  productId: String(title.length),
  shopDomain: 'anns-bakery.myshopify.com',
  handle: title.toLowerCase().replace(/ /g, '-'),
  title,
  price: '6.50',
  currency: 'EUR',
  imageUrl: null,
  url: `https://anns-bakery.myshopify.com/products/${title.toLowerCase().replace(/ /g, '-')}`,
  ...more,
});

const openNewPost = () => openNewPostEditor(api);

const mainText = () => screen.getByLabelText('Post text');
/** The search words the picker asked the studio for, in order ('' for none). */
const searches = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([input]: [RequestInfo | URL]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === '/api/studio/products')
    .map((url) => url.searchParams.get('q') ?? '');

describe("the editor's 'Add product'", () => {
  it("lists the owner's synced products and inserts the name, price and page after the text", async () => {
    await openNewPost();
    api.answer(PRODUCTS, ok({ products: [product('Sourdough Loaf'), product('Rye Bread', { price: null })] }));
    await userEvent.type(mainText(), 'Fresh today.');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const list = await screen.findByRole('list', { name: 'Add product' });
    expect(within(list).getByText('Sourdough Loaf')).toBeInTheDocument();
    expect(within(list).getByText(/6\.50 EUR/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Insert Sourdough Loaf' }));
    expect(mainText()).toHaveValue(
      'Fresh today.\n\nSourdough Loaf – 6.50 EUR – https://anns-bakery.myshopify.com/products/sourdough-loaf',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sourdough Loaf added to the text.');
    expect(screen.queryByRole('list', { name: 'Add product' })).toBeNull();
    expect(searches()).toEqual(['']);
  });

  it('searches by title as the owner types, says when nothing matches, and marks a product without a page', async () => {
    await openNewPost();
    api.answer(PRODUCTS, ok({ products: [product('Gift Box', { url: null })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Not on your online store: no link.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Insert Gift Box' }));
    expect(mainText()).toHaveValue('Gift Box – 6.50 EUR');

    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    api.answer(PRODUCTS, ok({ products: [] }));
    await userEvent.type(screen.getByLabelText('Search your products'), 'mug');
    expect(await screen.findByText('No product matches.')).toBeInTheDocument();
    expect(searches().at(-1)).toBe('mug');
  });

  it("adds the product's image to the post's media, its alt text the product's title", async () => {
    await openNewPost();
    const loaf = product('Sourdough Loaf', { imageUrl: 'https://cdn.shopify.com/s/files/1/0001/files/loaf.jpg' });
    api.answer(PRODUCTS, ok({ products: [loaf] }));
    api.answer(
      IMPORT_IMAGE,
      ok({
        media: {
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
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const list = await screen.findByRole('list', { name: 'Add product' });
    await userEvent.click(within(list).getByRole('button', { name: 'Insert Sourdough Loaf' }));
    expect(mainText()).toHaveValue(
      'Sourdough Loaf – 6.50 EUR – https://anns-bakery.myshopify.com/products/sourdough-loaf',
    );
    const media = await screen.findByRole('list', { name: 'Images and video of the post' });
    expect(within(media).getByLabelText('Alt text for Image 1')).toHaveValue('Sourdough Loaf');
    expect(media.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:8080/api/studio/media/files/665f00000000000000000001/abc.jpg',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sourdough Loaf added to the text, and its image to the post. Its link is tagged',
    );
    expect(api.callsTo(IMPORT_IMAGE).map((call) => call.body)).toEqual([
      { shopDomain: 'anns-bakery.myshopify.com', handle: 'sourdough-loaf' },
    ]);
  });

  it('adds text and link only for a product without an image, and says when its image could not be added', async () => {
    await openNewPost();
    api.answer(
      PRODUCTS,
      ok({ products: [product('Rye Bread'), product('Gift Box', { imageUrl: 'https://cdn.shopify.com/box.jpg' })] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Add product' })).getByRole('button', {
        name: 'Insert Rye Bread',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Rye Bread added to the text.');
    expect(api.callsTo(IMPORT_IMAGE)).toEqual([]);

    api.answer(IMPORT_IMAGE, fails(404, 'NOT_FOUND', 'That product has no image in your shop.'));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Add product' })).getByRole('button', { name: 'Insert Gift Box' }),
    );
    expect(await screen.findByText(/Its image could not be added to the post\./)).toBeInTheDocument();
    expect(mainText()).toHaveValue(
      'Rye Bread – 6.50 EUR – https://anns-bakery.myshopify.com/products/rye-bread\n\nGift Box – 6.50 EUR – https://anns-bakery.myshopify.com/products/gift-box',
    );
    expect(screen.queryByRole('list', { name: 'Images and video of the post' })).toBeNull();
  });

  it('says when the shop has no synced products', async () => {
    await openNewPost();
    api.answer(PRODUCTS, ok({ products: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(/No synced products yet/)).toBeInTheDocument();
  });

  it('says when the products cannot be loaded', async () => {
    await openNewPost();
    // A 404 is not retried (the shared retry policy), so the words show at once.
    api.answer(PRODUCTS, fails(404, 'NOT_FOUND', 'Not found'));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Your products could not be loaded.')).toBeInTheDocument();
  });
});
