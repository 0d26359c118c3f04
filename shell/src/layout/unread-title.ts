import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useInboxUnread } from '@scp/shared/client/responder/inbox-unread-api';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

const counted = /^\(\d+\) /;

/**
 * "(N) " in front of the browser tab's title while N messages are unread, and the title as it was at
 * 0 or when the layout goes (signed out). Whatever a page sets as the title stays: the count is put
 * in front of it again after each navigation.
 */
export function useUnreadTitle(unread: number): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const base = document.title.replace(counted, '');
    document.title = unread > 0 ? responderTexts.unread.tabTitle(unread, base) : base;
    return () => {
      document.title = document.title.replace(counted, '');
    };
  }, [unread, pathname]);
}

/** The tab title's count, for the layout to mount once. */
export function UnreadTitle() {
  useUnreadTitle(useInboxUnread());
  return null;
}
