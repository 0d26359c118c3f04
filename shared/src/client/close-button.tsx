import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { theme } from 'antd';

/** The × of a sheet or a toast: a real button named 'Close', in the theme's icon colour. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      aria-label="Close"
      onClick={onClick}
      style={{
        border: 0,
        background: 'transparent',
        color: token.colorIcon,
        cursor: 'pointer',
        padding: 4,
        lineHeight: 1,
        borderRadius: token.borderRadiusSM,
      }}
    >
      <CloseOutlined aria-hidden />
    </button>
  );
}
