import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import { Button } from 'antd';
import { layout } from '../contracts/app/app-constants';
import { assistantTexts } from '../contracts/assistant/assistant-texts';

/**
 * The mobile floating AI chat button (screens and routes: Layout, screens and routes), above the bottom tabs: the
 * shell's on most pages, the dashboard card's (with its context) on /.
 */
export function FloatingChatButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      type="primary"
      shape="circle"
      size="large"
      icon={<MessageOutlined />}
      aria-label={assistantTexts.chat.open}
      onClick={onClick}
      style={{
        position: 'fixed',
        right: 16,
        bottom: layout.mobileTabBarPx + 16,
        width: 52,
        height: 52,
        zIndex: 20,
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
      }}
    />
  );
}
