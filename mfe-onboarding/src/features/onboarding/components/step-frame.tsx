import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Title } from '@scp/shared/client/typography';

/** One step's screen: its heading and intro, its content, and its buttons underneath. */
export function StepFrame({
  title,
  intro,
  footer,
  children,
}: {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby="onboarding-step-title"
      style={{ display: 'flex', flexDirection: 'column', gap: token.marginLG }}
    >
      <div>
        {/* Focused when a step opens (tabIndex -1: by script only), so the move is heard and seen. */}
        <Title
          level={2}
          id="onboarding-step-title"
          tabIndex={-1}
          style={{ margin: 0, fontSize: token.fontSizeHeading3, outline: 'none' }}
        >
          {title}
        </Title>
        {intro && <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorTextDescription }}>{intro}</p>}
      </div>
      {children}
      {footer && (
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: token.marginSM,
          }}
        >
          {footer}
        </div>
      )}
    </section>
  );
}

/** A card-like radio or checkbox choice: the native input, labelled by its text. */
export function ChoiceCard({
  type,
  name,
  checked,
  onChange,
  label,
  description,
  badge,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  badge?: string;
}) {
  const { token } = theme.useToken();
  return (
    <label
      style={{
        display: 'flex',
        gap: token.marginSM,
        alignItems: 'flex-start',
        padding: token.padding,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${checked ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        background: checked ? token.colorPrimaryBg : token.colorBgContainer,
        cursor: 'pointer',
      }}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        style={{ marginTop: 4, accentColor: token.colorPrimary }}
      />
      <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <span style={{ fontWeight: 600 }}>
          {label}
          {badge && (
            <span
              style={{
                marginLeft: token.marginXS,
                padding: '0 6px',
                borderRadius: token.borderRadiusSM,
                fontSize: token.fontSizeSM,
                fontWeight: 400,
                background: token.colorSuccessBg,
                color: token.colorSuccessText,
              }}
            >
              {badge}
            </span>
          )}
        </span>
        {description && (
          <span style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}>{description}</span>
        )}
      </span>
    </label>
  );
}
