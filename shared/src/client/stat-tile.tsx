import { theme } from 'antd';

/**
 * One figure in a small tile (the dashboard's weekly tiles, onboarding's report): a list item named
 * by its label, so a screen reader hears "Revenue, $12.5K". Goes in a `<ul>`.
 */
export function StatTile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  const { token } = theme.useToken();
  return (
    <li
      aria-label={label}
      style={{
        listStyle: 'none',
        padding: token.paddingSM,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorFillQuaternary,
        minWidth: 130,
      }}
    >
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>{label}</div>
      <strong style={{ fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>{value}</strong>
      {detail && <div style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>{detail}</div>}
    </li>
  );
}
