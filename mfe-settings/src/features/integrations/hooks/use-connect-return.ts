import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@scp/shared/client/use-toast';
import { integrations, platforms } from '@scp/shared/contracts/integrations/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/integrations/integrations-texts';
import { hasConnectReturn, readConnectReturn } from '../lib/connect-return';

const texts = integrationsTexts.integrations;

/**
 * Returning from a page-mode authorisation (accounts §4): `?{platform}_status` says how it went. A
 * toast says so once, a success reads the accounts again after the post-sync delay (the platform's
 * first sync is still landing), and the query string is cleared so a reload does not say it twice.
 */
export function useConnectReturn(refetchAccounts: () => void) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handled = useRef<string | undefined>(undefined);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const params = new URLSearchParams(search);
    // Once per return, also under StrictMode's second effect run.
    if (!hasConnectReturn(params) || handled.current === search) return;
    handled.current = search;
    const result = readConnectReturn(params);
    if (result?.outcome === 'success') {
      toast.success(texts.connected(platforms[result.platform].label));
      refetchTimer.current = setTimeout(refetchAccounts, integrations.postSyncRefreshMs);
    } else if (result?.outcome === 'error') {
      toast.error({
        title: texts.connectionFailed(platforms[result.platform].label),
        description: result.message ?? texts.unknownConnectionError,
      });
    }
    void navigate({ pathname, search: '' }, { replace: true });
  }, [search, pathname, navigate, toast, refetchAccounts]);

  // The refetch outlives the navigation that clears the query, not the tab.
  useEffect(() => () => clearTimeout(refetchTimer.current), []);
}
