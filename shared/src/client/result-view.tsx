import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import WarningFilled from '@ant-design/icons/es/icons/WarningFilled';
import { theme } from 'antd';
import type { ReactNode } from 'react';

/** antd `Result`'s statuses this app shows; `404` gets the info icon (antd's has an illustration). */
export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '404';

export interface ResultViewProps {
  status?: ResultStatus;
  /** Centred under the icon in the heading colour; pass a heading element to make it one. */
  title?: ReactNode;
  subTitle?: ReactNode;
  /** Actions (buttons, links), centred in a row under the texts. */
  extra?: ReactNode;
}

const icons = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: ExclamationCircleFilled,
  warning: WarningFilled,
  '404': ExclamationCircleFilled,
} as const;

/** A token length (a number of px, or a CSS length) as CSS. */
function cssLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

function isRenderable(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A status block like antd's `Result` (the same icons, sizes, colours and spacing, from the theme's
 * tokens: antd/es/result/style): a centred icon, title, subtitle and actions.
 *
 * Why not antd's: every antd export any app uses lands in the one tree-shaken antd chunk that every
 * first visit loads, and `Result` costs ~11 KiB gz there, nearly all of it the 403/404/500 SVG
 * illustrations.
 */
export function ResultView({ status = 'info', title, subTitle, extra }: ResultViewProps) {
  const { token } = theme.useToken();
  const Icon = icons[status];
  const iconColor = {
    success: token.colorSuccess,
    error: token.colorError,
    info: token.colorInfo,
    warning: token.colorWarning,
    '404': token.colorInfo,
  }[status];
  return (
    <div
      style={{
        padding: `${token.paddingLG * 2}px ${token.paddingXL}px`,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
      }}
    >
      <div style={{ marginBottom: token.paddingLG, textAlign: 'center', color: iconColor }}>
        <Icon style={{ fontSize: `calc(${cssLength(token.fontSizeHeading3)} * 3)` }} />
      </div>
      {isRenderable(title) && (
        <div
          style={{
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            marginBlock: token.marginXS,
            textAlign: 'center',
          }}
        >
          {title}
        </div>
      )}
      {isRenderable(subTitle) && (
        <div
          style={{
            color: token.colorTextDescription,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            textAlign: 'center',
          }}
        >
          {subTitle}
        </div>
      )}
      {isRenderable(extra) && (
        <div
          style={{
            marginTop: token.paddingLG,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: token.paddingXS,
          }}
        >
          {extra}
        </div>
      )}
    </div>
  );
}
