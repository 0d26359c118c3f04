import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { theme } from 'antd';
import { type CSSProperties, type InputHTMLAttributes, type TextareaHTMLAttributes, useState } from 'react';

/**
 * Text fields on the browser's own `<input>` and `<textarea>`, drawn like antd's Input with the
 * theme's tokens. antd's Input brings TextArea auto-sizing, OTP, Search and their resize observers
 * into the shared antd chunk that every first visit (/auth included) loads: about 27 KiB gz the app
 * never used. Hover, focus and error states come from one stylesheet that reads CSS variables the
 * component sets from the tokens, so light and dark themes need no second stylesheet.
 */

type Size = 'middle' | 'large';

const stylesheet = `
.scp-input{box-sizing:border-box;width:100%;min-width:0;margin:0;border:1px solid var(--scp-input-border);border-radius:var(--scp-input-radius);background:var(--scp-input-bg);color:var(--scp-input-text);font:inherit;font-size:var(--scp-input-font-size);line-height:var(--scp-input-line-height);padding:var(--scp-input-padding);transition:border-color .2s,box-shadow .2s}
.scp-input::placeholder{color:var(--scp-input-placeholder);opacity:1}
.scp-input:hover:not(:disabled),.scp-input-affix:hover:not(.scp-input-disabled){border-color:var(--scp-input-hover)}
.scp-input:focus,.scp-input-affix:focus-within{outline:0;border-color:var(--scp-input-hover);box-shadow:0 0 0 2px var(--scp-input-outline)}
.scp-input[aria-invalid='true']{border-color:var(--scp-input-error)}
.scp-input[aria-invalid='true']:focus{box-shadow:0 0 0 2px var(--scp-input-error-outline)}
.scp-input:disabled{background:var(--scp-input-disabled-bg);color:var(--scp-input-disabled-text);cursor:not-allowed}
.scp-input-affix{display:inline-flex;align-items:center;gap:4px}
.scp-input-affix>input{flex:1;min-width:0;border:0;outline:0;padding:0;background:transparent;color:inherit;font:inherit;line-height:inherit}
.scp-input-affix>input::placeholder{color:var(--scp-input-placeholder);opacity:1}
.scp-input-toggle{border:0;background:transparent;padding:0 2px;color:var(--scp-input-icon);cursor:pointer;line-height:1;border-radius:4px}
.scp-input-toggle:hover{color:var(--scp-input-text)}
.scp-input-toggle:focus-visible{outline:2px solid var(--scp-input-hover)}
textarea.scp-input{resize:vertical;display:block}
@media (prefers-reduced-motion:reduce){.scp-input{transition:none}}
`;

function useInputVariables(size: Size): CSSProperties {
  const { token } = theme.useToken();
  const large = size === 'large';
  return {
    '--scp-input-border': token.colorBorder,
    '--scp-input-radius': `${large ? token.borderRadiusLG : token.borderRadius}px`,
    '--scp-input-bg': token.colorBgContainer,
    '--scp-input-text': token.colorText,
    '--scp-input-placeholder': token.colorTextPlaceholder,
    '--scp-input-hover': token.colorPrimaryHover,
    '--scp-input-outline': token.controlOutline,
    '--scp-input-error': token.colorError,
    '--scp-input-error-outline': token.colorErrorOutline,
    '--scp-input-disabled-bg': token.colorBgContainerDisabled,
    '--scp-input-disabled-text': token.colorTextDisabled,
    '--scp-input-icon': token.colorTextQuaternary,
    '--scp-input-font-size': `${large ? token.fontSizeLG : token.fontSize}px`,
    '--scp-input-line-height': String(token.lineHeight),
    '--scp-input-padding': large ? '7px 11px' : '4px 11px',
  } as CSSProperties;
}

/** React 19 puts one copy of the stylesheet in the document head, however many fields render. */
function InputStyles() {
  return (
    <style href="scp-input" precedence="default">
      {stylesheet}
    </style>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: Size;
}

export function TextInput({ size = 'middle', style, className, ...rest }: TextInputProps) {
  const variables = useInputVariables(size);
  return (
    <>
      <InputStyles />
      <input
        className={['scp-input', className].filter(Boolean).join(' ')}
        style={{ ...variables, ...style }}
        {...rest}
      />
    </>
  );
}

export interface PasswordInputProps extends Omit<TextInputProps, 'type'> {
  /** The visibility toggle's names (English defaults). */
  showLabel?: string;
  hideLabel?: string;
}

/** A password field whose toggle shows or hides what was typed; the toggle says which it does. */
export function PasswordInput({
  size = 'middle',
  style,
  className,
  disabled,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...rest
}: PasswordInputProps) {
  const variables = useInputVariables(size);
  const [visible, setVisible] = useState(false);
  return (
    <>
      <InputStyles />
      <span
        className={['scp-input', 'scp-input-affix', disabled ? 'scp-input-disabled' : '', className]
          .filter(Boolean)
          .join(' ')}
        style={{ ...variables, ...style }}
      >
        <input type={visible ? 'text' : 'password'} disabled={disabled} {...rest} />
        <button
          type="button"
          className="scp-input-toggle"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      </span>
    </>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows 'n / max' under the field (with `maxLength`), as antd's `showCount` did. */
  showCount?: boolean;
}

export function TextArea({ showCount = false, style, className, ...rest }: TextAreaProps) {
  const variables = useInputVariables('middle');
  const { token } = theme.useToken();
  const length = typeof rest.value === 'string' ? [...rest.value].length : 0;
  return (
    <>
      <InputStyles />
      <textarea
        className={['scp-input', className].filter(Boolean).join(' ')}
        style={{ ...variables, ...style }}
        {...rest}
      />
      {showCount && rest.maxLength !== undefined && (
        <div style={{ textAlign: 'end', color: token.colorTextDescription, fontSize: token.fontSize }}>
          {`${length} / ${rest.maxLength}`}
        </div>
      )}
    </>
  );
}
