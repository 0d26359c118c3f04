import {
  productRanges,
  productsLimits,
  productSortKeys,
  sortOrders,
  type ProductRange,
  type ProductSortKey,
  type ProductsQuery,
  type SortOrder,
} from '@scp/shared/contracts/dashboard/products-api';
import { useSearchParams } from 'react-router';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The first order a column sorts in when it is picked: names A to Z, figures highest first. */
export const firstOrderOf = (sort: ProductSortKey): SortOrder => (sort === 'title' ? 'asc' : 'desc');

export interface ProductsView {
  q: string;
  range: ProductRange;
  sort: ProductSortKey;
  order: SortOrder;
  page: number;
}

/**
 * What the products page shows, kept in the address (a reload or a shared link shows the same):
 * the search, the range, the sort and the page. Anything unknown there reads as the default.
 */
export function useProductsView() {
  const [params, setParams] = useSearchParams();
  const sort = oneOf(productSortKeys, params.get('sort')) ?? productsLimits.sort;
  const page = Number(params.get('page'));
  const view: ProductsView = {
    q: (params.get('q') ?? '').slice(0, productsLimits.query),
    range: oneOf(productRanges, params.get('range')) ?? productsLimits.range,
    sort,
    order: oneOf(sortOrders, params.get('order')) ?? firstOrderOf(sort),
    page: Number.isInteger(page) && page >= 1 && page <= productsLimits.pageMax ? page : 1,
  };
  const query: ProductsQuery = {
    ...(view.q.trim() ? { q: view.q.trim() } : {}),
    range: view.range,
    sort: view.sort,
    order: view.order,
    page: view.page,
    pageSize: productsLimits.pageSize,
  };

  /** Changes the view; anything but the page starts again at page 1. */
  const change = (next: Partial<ProductsView>) => {
    const merged = { ...view, ...next, page: next.page ?? 1 };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.range !== productsLimits.range) search.set('range', merged.range);
    if (merged.sort !== productsLimits.sort) search.set('sort', merged.sort);
    if (merged.order !== firstOrderOf(merged.sort)) search.set('order', merged.order);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: next.q !== undefined });
  };

  return { view, query, change };
}
