import { theme } from 'antd';
import { type AnchorHTMLAttributes, type CSSProperties, type HTMLAttributes, useState } from 'react';

/**
 * Headings, text, paragraphs and links styled like antd's `Typography`, from the theme's tokens.
 *
 * Why not antd's: every antd export any app uses lands in the one tree-shaken antd chunk that every
 * first visit loads, and `Typography` costs ~12 KiB gz there (ellipsis measuring, copyable and
 * editable text, their tooltips and TextArea) for features this app never uses. These render the
 * elements antd renders (`h1`-`h5`, `span`, `div`, `a`) with the colours, sizes, weights, line
 * heights and margins of antd's typography style (antd/es/typography/style); nothing more.
 */

/** antd's text types; `danger` is the error colour. */
export type TypographyType = 'secondary' | 'success' | 'warning' | 'danger';

type Token = ReturnType<typeof theme.useToken>['token'];

function typeColor(token: Token, type: TypographyType | undefined): string | undefined {
  switch (type) {
    case 'secondary':
      return token.colorTextDescription;
    case 'success':
      return token.colorSuccessText;
    case 'warning':
      return token.colorWarningText;
    case 'danger':
      return token.colorErrorText;
    default:
      return undefined;
  }
}

/** What every antd typography element has: the theme's font at body size, its text colour, wrapping of long words. */
function baseStyle(token: Token, type: TypographyType | undefined): CSSProperties {
  return {
    color: typeColor(token, type) ?? token.colorText,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    wordBreak: 'break-word',
  };
}

/**
 * The caller's `style` over ours, as antd's class styles under an inline style: an `undefined` in it
 * keeps ours (`color: cond ? '#555' : undefined`), and a `margin` shorthand drops our margin
 * longhands (React warns when an element's style mixes the two).
 */
function withStyle(ours: CSSProperties, style: CSSProperties | undefined): CSSProperties {
  if (!style) return ours;
  const given = Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined));
  if (given.margin === undefined) return { ...ours, ...given };
  const { marginTop: _top, marginBottom: _bottom, ...rest } = ours;
  return { ...rest, ...given };
}

export type TitleLevel = 1 | 2 | 3 | 4 | 5;

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading element, `h1` (default) to `h5`, and antd's size for it. */
  level?: TitleLevel;
}

/** antd's `Typography.Title`: an `h1`-`h5` in the heading colour, size, weight and line height of its level. */
export function Title({ level = 1, style, children, ...rest }: TitleProps) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      {...rest}
      style={withStyle(
        {
          ...baseStyle(token, undefined),
          color: token.colorTextHeading,
          fontSize: token[`fontSizeHeading${level}`],
          lineHeight: token[`lineHeightHeading${level}`],
          fontWeight: token.fontWeightStrong,
          marginBottom: '0.5em',
        },
        style,
      )}
    >
      {children}
    </Heading>
  );
}

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: TypographyType;
  /** Bold, in a `<strong>` as antd does. */
  strong?: boolean;
  /** Code style, in a `<code>` as antd does. */
  code?: boolean;
}

/** antd's `Typography.Text`: an inline `span`. */
export function Text({ type, strong, code, style, children, ...rest }: TextProps) {
  const { token } = theme.useToken();
  let content = children;
  if (code) {
    content = (
      <code
        style={{
          margin: '0 0.2em',
          paddingInline: '0.4em',
          paddingBlock: '0.2em 0.1em',
          fontSize: '85%',
          fontFamily: token.fontFamilyCode,
          background: 'rgba(150, 150, 150, 0.1)',
          border: `${token.lineWidth}px ${token.lineType} rgba(100, 100, 100, 0.2)`,
          borderRadius: 3,
        }}
      >
        {content}
      </code>
    );
  }
  if (strong) content = <strong style={{ fontWeight: token.fontWeightStrong }}>{content}</strong>;
  return (
    <span {...rest} style={withStyle(baseStyle(token, type), style)}>
      {content}
    </span>
  );
}

export interface ParagraphProps extends HTMLAttributes<HTMLDivElement> {
  type?: TypographyType;
}

/** antd's `Typography.Paragraph`: a block `div` (as antd 6 renders it) with a 1em bottom margin. */
export function Paragraph({ type, style, children, ...rest }: ParagraphProps) {
  const { token } = theme.useToken();
  return (
    <div {...rest} style={withStyle({ ...baseStyle(token, type), marginBottom: '1em' }, style)}>
      {children}
    </div>
  );
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  type?: TypographyType;
}

/**
 * antd's `Typography.Link`: an `a` in the link colour (or its type's), taking the link hover colour
 * while hovered or focused and the active colour while pressed, as antd's link style does.
 */
export function Link({
  type,
  style,
  rel,
  target,
  children,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onMouseDown,
  onMouseUp,
  ...rest
}: LinkProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const color = pressed
    ? token.colorLinkActive
    : hovered || focused
      ? token.colorLinkHover
      : (typeColor(token, type) ?? token.colorLink);
  return (
    <a
      {...rest}
      target={target}
      rel={rel === undefined && target === '_blank' ? 'noopener noreferrer' : rel}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        setPressed(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      onMouseDown={(event) => {
        setPressed(true);
        onMouseDown?.(event);
      }}
      onMouseUp={(event) => {
        setPressed(false);
        onMouseUp?.(event);
      }}
      style={withStyle(
        {
          ...baseStyle(token, type),
          color,
          textDecoration: hovered || focused ? token.linkHoverDecoration : token.linkDecoration,
          cursor: 'pointer',
          transition: `all ${token.motionDurationSlow}`,
        },
        style,
      )}
    >
      {children}
    </a>
  );
}
