import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * One entry of a responder list (a task, an inbox message, an activity item): a framed list item
 * named by its heading. `flat`: a row of a card's short list, divided by a line instead.
 */
export function ItemCard({
  labelledBy,
  flat = false,
  children,
}: {
  labelledBy: string;
  flat?: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <li
      aria-labelledby={labelledBy}
      style={{
        listStyle: 'none',
        padding: flat ? `${token.paddingXS}px 0` : token.paddingSM,
        borderRadius: flat ? 0 : token.borderRadiusLG,
        border: flat ? undefined : `1px solid ${token.colorBorderSecondary}`,
        borderBottom: flat ? `1px solid ${token.colorSplit}` : undefined,
      }}
    >
      {children}
    </li>
  );
}

/** An entry's small secondary line: who, where, when. */
export function MetaLine({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: `0 ${token.marginXS}px`,
        color: token.colorTextSecondary,
        fontSize: token.fontSizeSM,
      }}
    >
      {children}
    </div>
  );
}
