import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { StudioProduct } from '@scp/shared/contracts/studio/studio-api';
import { openNewPostEditor } from '../../../test-support/render-studio.test-helper';

const PRODUCTS = 'GET /api/studio/products';
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
