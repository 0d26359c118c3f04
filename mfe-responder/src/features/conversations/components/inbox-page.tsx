import { theme } from 'antd';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@scp/shared/client/page-container';
import { Text } from '@scp/shared/client/typography';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useResponderLiveUpdates } from '../../common/hooks/use-responder-live-updates';
import { SavedRepliesButton } from '../../saved-replies/components/saved-replies-manager';
import { ConversationList } from './conversation-list';
import { ConversationThreadView } from './conversation-thread';

const texts = responderTexts.inbox;
/** From this width the list and the open thread stand side by side. */
const SIDE_BY_SIDE = '(min-width: 900px)';

/**
 * /inbox: every conversation with the shop's customers and the one open beside them (its id in the
 * address, `?c=`, so a reload or a shared link keeps it). On a narrow screen the list and the thread
 * take turns, the thread with a way back. Kept current by the responder's live events.
 */
export function InboxPage() {
  useResponderLiveUpdates();
  const { token } = theme.useToken();
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('c', id);
        else next.delete('c');
        return next;
      },
      { replace: !id },
    );

  return (
    <PageContainer title={texts.title} actions={<SavedRepliesButton />}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(300px, 400px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          gap: token.marginLG,
          alignItems: 'start',
        }}
      >
        {(wide || !selected) && <ConversationList selectedId={selected} onSelect={select} />}
        {selected ? (
          <ConversationThreadView key={selected} id={selected} onBack={wide ? undefined : () => select(null)} />
        ) : (
          wide && <Text type="secondary">{texts.pickOne}</Text>
        )}
      </div>
    </PageContainer>
  );
}
