import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import type { ProductRow, ProductsResponse } from '@scp/shared/contracts/dashboard/products-api';
import { renderDashboard } from '../../../test-support/render-dashboard.test-helper';

const LIST = 'GET /api/dashboard/products';
const THRESHOLD = 'PUT /api/dashboard/products/low-stock-threshold';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

function row(title: string, figures: Partial<ProductRow> = {}): ProductRow {
  const handle = title.toLowerCase().replace(/ /g, '-');
  return {
    productId: String(title.length),
    shopDomain: 'ann.myshopify.com',
    handle,
    title,
    price: '25.00',
    currency: 'USD',
    imageUrl: `https://cdn.shopify.com/${handle}.png`,
    url: `https://ann.myshopify.com/products/${handle}`,
    stock: 40,
    lowStock: false,
    units: 0,
    revenue: 0,
    trend: [0, 0, 0, 0, 0, 0, 0],
    ...figures,
  };
}

function listed(products: ProductRow[], overrides: Partial<ProductsResponse> = {}): ProductsResponse {
  return {
    connected: true,
    range: { days: 30, start: '2026-10-29', end: '2026-11-27' },
    threshold: 5,
    total: products.length,
    page: 1,
    pageSize: 25,
    products,
    ...overrides,
  };
}

/** The query strings the page asked the list with, in order. */
function listQueries(): URLSearchParams[] {
  return (globalThis.fetch as jest.Mock).mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input as string, init as RequestInit)))
    .filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/dashboard/products')
    .map((request) => new URL(request.url).searchParams);
}

describe('/products', () => {
  it('shows each product with image, price, stock with its low-stock mark, units, revenue, its trend and Create post', async () => {
    api.answer(
      LIST,
      ok(
        listed([
          row('Ceramic Mug', { stock: 3, lowStock: true, units: 12, revenue: 288, trend: [0, 2, 0, 4, 0, 0, 6] }),
          row('Walnut Board', { stock: null, price: null, imageUrl: null }),
        ]),
      ),
    );
    await renderDashboard('/products');
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Products with their sales over the last 30 days' });
    const mug = within(table).getByRole('row', { name: /Ceramic Mug/ });
    expect(within(mug).getByText('$25.00')).toBeInTheDocument();
    expect(within(mug).getByText('Low stock')).toBeInTheDocument();
    expect(within(mug).getByText('3')).toBeInTheDocument();
    expect(within(mug).getByText('12')).toBeInTheDocument();
    expect(within(mug).getByText('$288.00')).toBeInTheDocument();
    const trend = within(mug).getByRole('img', { name: 'Units of Ceramic Mug sold each day over the last 30 days' });
    expect(trend.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(7);
    expect(within(mug).getByRole('link', { name: 'Create post with Ceramic Mug' })).toHaveAttribute(
      'href',
      '/studio/post/new?product=ceramic-mug',
    );
    const board = within(table).getByRole('row', { name: /Walnut Board/ });
    expect(within(board).getByText('Not tracked')).toBeInTheDocument();
    expect(within(board).getByText('No price')).toBeInTheDocument();
    expect(within(board).queryByText('Low stock')).not.toBeInTheDocument();
    // The first ask: revenue over 30 days, highest first, page 1.
    expect(Object.fromEntries(listQueries()[0]!)).toEqual({
      range: '30',
      sort: 'revenue',
      order: 'desc',
      page: '1',
      pageSize: '25',
    });
  });

  it('sorts by a column (again: the other way), switches the range and searches, kept in the address', async () => {
    api.answer(LIST, ok(listed([row('Ceramic Mug')])));
    const view = await renderDashboard('/products');
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /Revenue/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: /^Units sold/ }));
    await waitFor(() => expect(view.location()).toBe('/products?sort=units'));
    expect(screen.getByRole('columnheader', { name: /Units sold/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /^Units sold/ }));
    await waitFor(() => expect(view.location()).toBe('/products?sort=units&order=asc'));
    expect(screen.getByRole('columnheader', { name: /Units sold/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.selectOptions(screen.getByLabelText('Sales over'), 'Last 7 days');
    await waitFor(() => expect(view.location()).toBe('/products?range=7&sort=units&order=asc'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'mug');
    await waitFor(() => expect(view.location()).toBe('/products?q=mug&range=7&sort=units&order=asc'));
    await waitFor(() =>
      expect(Object.fromEntries(listQueries().at(-1)!)).toEqual({
        q: 'mug',
        range: '7',
        sort: 'units',
        order: 'asc',
        page: '1',
        pageSize: '25',
      }),
    );
  });

  it('pages through a long catalogue', async () => {
    api.answer(LIST, ok(listed([row('Ceramic Mug')], { total: 60 })));
    const view = await renderDashboard('/products');
    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(within(pages).getByText('1–25 of 60')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.location()).toBe('/products?page=2'));
    expect(await within(pages).findByText('26–50 of 60')).toBeInTheDocument();
  });

  it('without a connected Shopify, explains it and links to the integrations tab', async () => {
    api.answer(LIST, ok(listed([], { connected: false })));
    await renderDashboard('/products');
    const connect = await screen.findByRole('link', { name: 'Connect Shopify' });
    expect(connect).toHaveAttribute('href', '/settings/integrations');
    expect(
      screen.getByText('Connect Shopify to see your products here with their stock and sales.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Low-stock threshold')).not.toBeInTheDocument();
  });

  it('says when the shop has no products, and when none match the search', async () => {
    api.answer(LIST, ok(listed([])));
    await renderDashboard('/products');
    expect(
      await screen.findByText('Your shop has no active products yet: they appear after the next sync.'),
    ).toBeInTheDocument();
    await renderDashboard('/products?q=teapot');
    expect(await screen.findByText('No products match “teapot”.')).toBeInTheDocument();
  });

  it('says when the products cannot be loaded, and Try again asks again', async () => {
    api.answer(LIST, fails(503, 'UNAVAILABLE', 'The service is unavailable.'));
    await renderDashboard('/products');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Your products could not be loaded just now.');
    api.answer(LIST, ok(listed([row('Ceramic Mug')])));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  }, 20_000);

  it('saves the low-stock threshold, refusing what is not a whole number up to 100,000', async () => {
    api.answer(LIST, ok(listed([row('Ceramic Mug')])));
    api.answer(THRESHOLD, ok({ threshold: 12 }));
    await renderDashboard('/products');
    const input = await screen.findByLabelText('Low-stock threshold');
    expect(input).toHaveValue('5');
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number from 0 to 100,000.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(THRESHOLD)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Products with 12 or fewer in stock are now marked Low stock.')).toBeInTheDocument();
    expect(api.callsTo(THRESHOLD)).toEqual([{ key: THRESHOLD, body: { threshold: 12 } }]);
    // The list is read again with the new marks.
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2));
  });
});
