import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { Button, Skeleton, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RemoteSlot } from '@scp/shared/client/remote-slot';
import { useInboxUnread } from '@scp/shared/client/responder/inbox-unread-api';
import { ResultView } from '@scp/shared/client/result-view';
import { Sheet } from '@scp/shared/client/sheet';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

const inboxLabel = responderTexts.responder.drawerTabs.inbox;

/**
 * The layout's inbox side panel (screens and routes: Layout). Its content is the responder's widget,
 * loaded by name at run time, so a responder outage leaves only this panel on its fallback.
 */
export function InboxButton({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  // The panel's 'View all' opens /inbox: the panel steps aside for the page it opened.
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const fallback = appTexts.errors.remoteFallback('responder');
  const { token } = theme.useToken();
  // The unread total beside it on every page, live (the tab title shows the same count).
  const unread = useInboxUnread();
  const count = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <Button
        type="text"
        icon={<InboxOutlined />}
        aria-label={unread > 0 ? responderTexts.unread.badge(unread) : inboxLabel}
        block={!compact}
        style={{ justifyContent: compact ? 'center' : 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        {compact ? null : inboxLabel}
        {unread > 0 && (
          <>
            {' '}
            <span
              data-unread-count=""
              style={{
                minWidth: 20,
                padding: '0 6px',
                borderRadius: 10,
                background: token.colorError,
                color: token.colorTextLightSolid,
                fontSize: token.fontSizeSM,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {count}
            </span>
          </>
        )}
      </Button>
      <Sheet title={inboxLabel} placement="right" open={open} onClose={() => setOpen(false)} width={360}>
        <RemoteSlot
          remote="responder"
          module="inbox-panel"
          loading={<Skeleton active />}
          fallback={<ResultView status="warning" title={fallback.title} subTitle={fallback.description} />}
        />
      </Sheet>
    </>
  );
}
