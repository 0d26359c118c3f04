import { theme } from 'antd';
import type { ConversationSummary } from '@scp/shared/contracts/responder/inbox-conversations';

/** The customer's picture from the platform, or their initial; decorative (the name is beside it). */
export function CustomerAvatar({ customer, size = 36 }: { customer: ConversationSummary['customer']; size?: number }) {
  const { token } = theme.useToken();
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (customer.picture_url) return <img src={customer.picture_url} alt="" style={{ ...style, objectFit: 'cover' }} />;
  return (
    <span
      aria-hidden="true"
      style={{
        ...style,
        display: 'grid',
        placeItems: 'center',
        background: token.colorFillSecondary,
        color: token.colorText,
        fontWeight: 600,
      }}
    >
      {customer.name
        .replace(/^Customer\s*/, '')
        .charAt(0)
        .toUpperCase() || '?'}
    </span>
  );
}
