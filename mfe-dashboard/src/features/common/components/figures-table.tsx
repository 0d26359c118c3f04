import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';

/** The dashboard tables' cells from the theme: a cell, a figure's (end-aligned, digits of one width), a header's. */
export function useTableCellStyles(): { cell: CSSProperties; numeric: CSSProperties; header: CSSProperties } {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start',
    verticalAlign: 'middle',
  };
  return {
    cell,
    numeric: { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    header: { fontWeight: 600, background: token.colorFillQuaternary },
  };
}

/**
 * A table of figures in a bordered region named `label` (its caption too, read out but not shown).
 * Narrower than the table, the region scrolls sideways, by keyboard too. `after` follows the table
 * inside the region (notes on its rows).
 */
export function FiguresTable({
  label,
  tableProps,
  after,
  children,
}: {
  label: string;
  /** The table's own attributes (a data-* attribute the page's tests find it by). */
  tableProps?: Record<`data-${string}`, boolean>;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{
        // Positioned: the visually hidden words of the cells scroll with the table, not past the page's edge.
        position: 'relative',
        overflowX: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <table {...tableProps} style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 0 }}>
        <caption style={visuallyHidden}>{label}</caption>
        {children}
      </table>
      {after}
    </div>
  );
}

/** A column's header, on one line; a figure's column is end-aligned like its figures. */
export function ColumnHeader({ numeric = false, children }: { numeric?: boolean; children: ReactNode }) {
  const { cell, numeric: figure, header } = useTableCellStyles();
  return (
    <th scope="col" style={{ ...(numeric ? figure : cell), ...header, whiteSpace: 'nowrap' }}>
      {children}
    </th>
  );
}

/** The header of the rows' actions column: named for screen readers, blank on screen. */
export function ActionsColumnHeader({ label }: { label: string }) {
  return (
    <ColumnHeader>
      <span style={visuallyHidden}>{label}</span>
    </ColumnHeader>
  );
}
