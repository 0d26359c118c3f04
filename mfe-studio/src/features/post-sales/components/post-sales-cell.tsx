import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { theme } from 'antd';
import { formatMoney } from '../lib/format-money';

const texts = studioTexts.postSales;

/**
 * A post's sales in a list's column: its orders and revenue, 'No sales' without any, nothing while
 * they are read or when they could not be (the post itself is what the row is for).
 */
export function PostSalesCell({ sales }: { sales: { orders: number; revenue: number; currency: string } | undefined }) {
  const { token } = theme.useToken();
  if (!sales) return <span data-post-sales-cell style={{ minWidth: 96 }} />;
  const revenue = formatMoney(sales.revenue, sales.currency);
  return (
    <span
      data-post-sales-cell
      style={{
        minWidth: 96,
        textAlign: 'right',
        fontVariantNumeric: 'tabular-nums',
        fontSize: token.fontSizeSM,
        color: sales.orders ? token.colorText : token.colorTextDescription,
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden="true">{texts.cell(sales.orders, revenue)}</span>
      <span style={visuallyHidden}>{texts.cellLabel(sales.orders, revenue)}</span>
    </span>
  );
}
