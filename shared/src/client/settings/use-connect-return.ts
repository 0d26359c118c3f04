import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../use-toast';
import { integrations, platforms } from '../../contracts/settings/integrations-constants';
import { integrationsTexts } from '../../contracts/settings/integrations-texts';
import { hasConnectReturn, readConnectReturn } from './connect-return';

const texts = integrationsTexts.integrations;

/**
 * Returning from a page-mode authorisation (states and transitions): `?{platform}_status` says how it went. A
 * toast says so once, a success reads the accounts again after the post-sync delay (the platform's
 * first sync is still landing), and the query string is cleared so a reload does not say it twice.
 */
export function useConnectReturn(refetchAccounts: () => void) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handled = useRef<string | undefined>(undefined);
  // When the pending re-read is due (epoch ms), until it has run.
  const refetchDueAt = useRef<number | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    // Once per return, also under StrictMode's second effect run.
    if (hasConnectReturn(params) && handled.current !== search) {
      handled.current = search;
      const result = readConnectReturn(params);
      if (result?.outcome === 'success') {
        toast.success(texts.connected(platforms[result.platform].label));
        refetchDueAt.current = Date.now() + integrations.postSyncRefreshMs;
      } else if (result?.outcome === 'error') {
        toast.error({
          title: texts.connectionFailed(platforms[result.platform].label),
          description: result.message ?? texts.unknownConnectionError,
        });
      }
      void navigate({ pathname, search: '' }, { replace: true });
    }
    const dueAt = refetchDueAt.current;
    if (dueAt === null) return undefined;
    // Scheduled on every run, for the same moment: StrictMode's clean-up and second run, and the
    // run after the query was cleared, each leave one pending; leaving the tab cancels it.
    const timer = setTimeout(
      () => {
        refetchDueAt.current = null;
        refetchAccounts();
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [search, pathname, navigate, toast, refetchAccounts]);
}
