import { useCallback, useEffect, useRef } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { integrations } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { useRefreshConnectedAccountsMutation } from '@scp/shared/client/settings/integrations-api';

/**
 * Refresh All (screens and routes, states and transitions): re-reads every account from its platform, announced by a toast; the
 * list updates from the answer. The `integrationsRefreshAll` window event, which other parts of the
 * app send after they change a connection, does the same.
 */
export function useRefreshAll(): { refreshAll: () => void; refreshing: boolean } {
  const [refresh, { isLoading }] = useRefreshConnectedAccountsMutation();
  const toast = useToast();
  // A second request while one runs would only repeat the same platform calls.
  const running = useRef(false);

  const refreshAll = useCallback(() => {
    if (running.current) return;
    running.current = true;
    toast.info(integrationsTexts.integrations.refreshingAll);
    refresh()
      .unwrap()
      .catch((error: unknown) => {
        toast.error({
          title: integrationsTexts.sync.failedTitle,
          description: toErrorBody(error).message || integrationsTexts.sync.failed,
        });
      })
      .finally(() => {
        running.current = false;
      });
  }, [refresh, toast]);

  useEffect(() => {
    window.addEventListener(integrations.refreshAllEvent, refreshAll);
    return () => window.removeEventListener(integrations.refreshAllEvent, refreshAll);
  }, [refreshAll]);

  return { refreshAll, refreshing: isLoading };
}
