import { theme } from 'antd';
import { type CSSProperties, useId } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * The look of the dashboard's selects: the browser's own control drawn with the theme's tokens (not
 * antd's Select, which would grow the antd chunk every first visit loads; see shared/src/client/field.tsx).
 */
export function useSelectStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    padding: '4px 8px',
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorder}`,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
    minHeight: 32,
  };
}

/**
 * A choice with its label above it: the competitors form's platform, the inspiration feed's
 * platform and format filters, the intelligence page's range. `style` is the row's (its place in the
 * page's layout).
 */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  style,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<SelectOption<T>>;
  onChange: (value: T) => void;
  style?: CSSProperties;
}) {
  const id = useId();
  const selectStyle = useSelectStyle();
  return (
    <div style={{ display: 'grid', gap: 4, ...style }}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} style={selectStyle}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
