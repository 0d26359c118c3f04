import { NotAvailablePage } from '@scp/shared/client/not-available-page';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';

/**
 * Exposed as `./inbox-panel`: the flagged-messages side panel the shell opens from its layout.
 * The inbox itself arrives with the auto-responder issue; until then it says so.
 */
export default function InboxPanel() {
  return <NotAvailablePage title={responderTexts.responder.drawerTabs.inbox} level={3} />;
}
