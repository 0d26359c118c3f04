import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Title } from '@scp/shared/client/typography';
import { shellPagesTexts } from '../shell-pages-texts';

const texts = shellPagesTexts.styleGuide;

type Token = ReturnType<typeof theme.useToken>['token'];
type TokenName = keyof Token;

/** The colour tokens shown, by group: what the app's screens draw with. */
export const colourTokens = {
  brand: ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorPrimaryBg', 'colorLink'],
  status: [
    'colorSuccess',
    'colorSuccessText',
    'colorWarning',
    'colorWarningText',
    'colorError',
    'colorErrorText',
    'colorInfo',
  ],
  text: [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextPlaceholder',
    'colorTextDisabled',
    'colorTextLightSolid',
  ],
  background: ['colorBgLayout', 'colorBgContainer', 'colorBgElevated', 'colorBgMask', 'colorFillSecondary'],
  border: ['colorBorder', 'colorBorderSecondary', 'colorSplit'],
} as const satisfies Record<keyof typeof texts.colourGroups, readonly TokenName[]>;

export const headingLevels = [1, 2, 3, 4, 5] as const;
export const bodySizes = ['fontSizeSM', 'fontSize', 'fontSizeLG'] as const satisfies readonly TokenName[];
export const spacingTokens = {
  padding: ['paddingXS', 'paddingSM', 'padding', 'paddingMD', 'paddingLG', 'paddingXL'],
  margin: ['marginXS', 'marginSM', 'margin', 'marginMD', 'marginLG', 'marginXL'],
} as const satisfies Record<keyof typeof texts.spacing, readonly TokenName[]>;

const px = (value: unknown) => (typeof value === 'number' ? `${value}px` : String(value));

function useCodeStyle(): CSSProperties {
  const { token } = theme.useToken();
  return { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, overflowWrap: 'anywhere' };
}

/** One colour token: a swatch, its name and its value in this theme. */
function Swatch({ name }: { name: TokenName }) {
  const { token } = theme.useToken();
  const code = useCodeStyle();
  const value = String(token[name]);
  return (
    <li data-token={name} style={{ display: 'flex', gap: token.marginXS, alignItems: 'center', minWidth: 0 }}>
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 40,
          height: 40,
          borderRadius: token.borderRadius,
          background: value,
          border: `1px solid ${token.colorBorder}`,
        }}
      />
      <span style={{ minWidth: 0 }}>
        <code style={{ ...code, display: 'block', color: token.colorText }}>{name}</code>
        <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
          {value}
        </span>
      </span>
    </li>
  );
}

/** The colour tokens of the theme around it (a `ThemePanel`), group by group. */
export function ColourSwatches() {
  return (
    <>
      {(Object.keys(colourTokens) as Array<keyof typeof colourTokens>).map((group) => (
        <div key={group} style={{ marginBottom: 16 }}>
          <Title level={4}>{texts.colourGroups[group]}</Title>
          <ul className="scp-sg-grid">
            {colourTokens[group].map((name) => (
              <Swatch key={name} name={name} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/** Heading sizes 1-5 and the three body sizes, each set in its own size (no heading elements: one h1 per page). */
export function TypeScale() {
  const { token } = theme.useToken();
  const code = useCodeStyle();
  const rows = [
    ...headingLevels.map((level) => ({
      name: `fontSizeHeading${level}` as const,
      label: texts.heading(level),
      style: {
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
      },
    })),
    ...bodySizes.map((name) => ({
      name,
      label: texts.body[name],
      style: { fontSize: token[name], lineHeight: token.lineHeight },
    })),
  ];
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
      {rows.map(({ name, label, style }) => (
        <li key={name} data-token={name} style={{ minWidth: 0 }}>
          <div style={{ ...style, overflowWrap: 'anywhere' }}>{label}</div>
          <code style={{ ...code, color: token.colorTextSecondary }}>
            {name} {px(token[name])}
          </code>
        </li>
      ))}
    </ul>
  );
}

/** The padding and margin steps as bars as long as each value. */
export function SpacingScale() {
  const { token } = theme.useToken();
  const code = useCodeStyle();
  return (
    <div className="scp-sg-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
      {(Object.keys(spacingTokens) as Array<keyof typeof spacingTokens>).map((group) => (
        <div key={group}>
          <Title level={3}>{texts.spacing[group]}</Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginXS }}>
            {spacingTokens[group].map((name) => (
              <li key={name} data-token={name} style={{ display: 'flex', alignItems: 'center', gap: token.marginSM }}>
                <span
                  aria-hidden
                  style={{
                    flex: 'none',
                    width: token[name],
                    height: 16,
                    borderRadius: 2,
                    background: token.colorPrimary,
                  }}
                />
                <code style={code}>
                  {name} {px(token[name])}
                </code>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
