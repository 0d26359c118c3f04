import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import type { ProductRow, ProductSortKey, SortOrder } from '@scp/shared/contracts/dashboard/products-api';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { Sparkline } from '@scp/shared/client/sparkline';
import {
  ActionsColumnHeader,
  ColumnHeader,
  FiguresTable,
  useTableCellStyles,
} from '../../common/components/figures-table';

const texts = dashboardTexts.products;

/** An amount in the shop's currency, as the browser's locale writes money. */
export function moneyOf(amount: number, currency: string | null): string {
  if (!currency) return amount.toFixed(2);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const countOf = (value: number) => new Intl.NumberFormat().format(value);

const columns: { key: ProductSortKey; label: string; numeric: boolean }[] = [
  { key: 'title', label: texts.columns.product, numeric: false },
  { key: 'price', label: texts.columns.price, numeric: true },
  { key: 'stock', label: texts.columns.stock, numeric: true },
  { key: 'units', label: texts.columns.units, numeric: true },
  { key: 'revenue', label: texts.columns.revenue, numeric: true },
];

export interface ProductsTableProps {
  products: ProductRow[];
  days: string;
  sort: ProductSortKey;
  order: SortOrder;
  onSort: (sort: ProductSortKey) => void;
}

/**
 * The products as a table: sortable by its figures (the header buttons), a low-stock mark, the
 * range's units a day as a tiny line, and 'Create post'. Narrower than the table, it scrolls
 * sideways with the product column kept in view.
 */
export function ProductsTable({ products, days, sort, order, onSort }: ProductsTableProps) {
  const { token } = theme.useToken();
  const cells = useTableCellStyles();
  const cell: CSSProperties = { ...cells.cell, whiteSpace: 'nowrap' };
  const { numeric, header } = cells;
  // The product column stays put while the rest scrolls under it.
  const pinned: CSSProperties = {
    ...cell,
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    background: token.colorBgContainer,
    whiteSpace: 'normal',
    minWidth: 180,
    maxWidth: 280,
  };
  const sortButton: CSSProperties = {
    border: 0,
    background: 'transparent',
    font: 'inherit',
    fontWeight: 600,
    color: token.colorText,
    cursor: 'pointer',
    padding: 0,
  };

  return (
    <FiguresTable label={texts.tableLabel(days)} tableProps={{ 'data-products-table': true }}>
      <thead>
        <tr>
          {columns.map((column) => {
            const active = column.key === sort;
            const arrow = active ? (order === 'asc' ? ' ↑' : ' ↓') : '';
            const style =
              column.key === 'title' ? { ...pinned, ...header } : { ...(column.numeric ? numeric : cell), ...header };
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                style={style}
              >
                <button type="button" style={sortButton} onClick={() => onSort(column.key)}>
                  {column.label}
                  <span aria-hidden="true">{arrow}</span>
                  {!active && <span style={visuallyHidden}>{` (${texts.sortBy(column.label)})`}</span>}
                </button>
              </th>
            );
          })}
          <ColumnHeader>{texts.columns.trend}</ColumnHeader>
          <ActionsColumnHeader label={texts.columns.actions} />
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={`${product.shopDomain}/${product.productId}`} data-product={product.handle}>
            <th scope="row" style={{ ...pinned, fontWeight: 400 }}>
              <span style={{ display: 'flex', alignItems: 'center', gap: token.marginSM }}>
                {product.imageUrl ? (
                  <img
                    src={product.imageUrl}
                    // The title next to it names the product; the image adds nothing to read.
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    style={{ borderRadius: token.borderRadiusSM, objectFit: 'cover', flex: 'none' }}
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    style={{
                      width: 40,
                      height: 40,
                      flex: 'none',
                      borderRadius: token.borderRadiusSM,
                      background: token.colorFillSecondary,
                    }}
                  />
                )}
                <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.title}</span>
              </span>
            </th>
            <td style={numeric}>
              {product.price === null ? (
                <span style={{ color: token.colorTextDescription }}>{texts.noPrice}</span>
              ) : (
                moneyOf(Number(product.price), product.currency)
              )}
            </td>
            <td style={numeric}>
              {product.stock === null ? (
                <span style={{ color: token.colorTextDescription }}>{texts.notTracked}</span>
              ) : (
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
                  {product.lowStock && (
                    <span
                      data-low-stock
                      style={{
                        fontSize: token.fontSizeSM,
                        padding: '0 6px',
                        borderRadius: token.borderRadiusSM,
                        color: token.colorErrorText,
                        background: token.colorErrorBg,
                        border: `1px solid ${token.colorErrorBorder}`,
                      }}
                    >
                      {texts.lowStock}
                    </span>
                  )}
                  {countOf(product.stock)}
                </span>
              )}
            </td>
            <td style={numeric}>{countOf(product.units)}</td>
            <td style={numeric}>{moneyOf(product.revenue, product.currency)}</td>
            <td style={cell}>
              <Sparkline
                values={product.trend}
                width={88}
                height={24}
                fromZero
                label={texts.trendLabel(product.title, days)}
              />
            </td>
            <td style={cell}>
              <Link
                to={studioPaths.newPostWithProduct(product.handle)}
                aria-label={texts.createPostLabel(product.title)}
                style={{
                  display: 'inline-block',
                  padding: `2px ${token.paddingSM}px`,
                  borderRadius: token.borderRadius,
                  border: `1px solid ${token.colorBorder}`,
                  color: token.colorText,
                }}
              >
                {texts.createPost}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
