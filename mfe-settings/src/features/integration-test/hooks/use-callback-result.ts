import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@scp/shared/client/use-toast';
import { integrations, platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import {
  type CallbackField,
  readCallbackFields,
  readCallbackOutcome,
  withoutCallbackFields,
} from '../lib/callback-result';

const texts = integrationsTexts.integrationTest;

/**
 * The callback result of the social integration test page (screens and routes, error catalogue): what the address carries
 * after a page-mode connection came back here, said once in an 'Auth Success' or 'Auth Error' toast.
 * Unlike the integrations tab, the address keeps it until Clear, so the card can show it.
 */
export function useCallbackResult(refetchAccounts: () => void): { fields: CallbackField[]; clear: () => void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const handled = useRef<string | undefined>(undefined);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const fields = useMemo(() => readCallbackFields(params), [params]);

  useEffect(() => {
    const result = readCallbackOutcome(params);
    // The toast once per address, also under StrictMode's second effect run.
    if (handled.current !== search) {
      handled.current = search;
      if (result?.outcome === 'success') {
        toast.success(
          result.platform
            ? {
                title: texts.authSuccess,
                description: integrationsTexts.integrations.connected(platforms[result.platform].label),
              }
            : texts.authSuccess,
        );
      } else if (result?.outcome === 'error') {
        toast.error({ title: texts.authError.title, description: result.message ?? texts.authError.description });
      }
    }
    if (result?.outcome !== 'success') return undefined;
    // The platform's first sync is still landing: read the accounts once it has (as the tab does).
    // Scheduled on every run, so StrictMode's clean-up and second run still leave one pending.
    const timer = setTimeout(refetchAccounts, integrations.postSyncRefreshMs);
    return () => clearTimeout(timer);
  }, [search, params, toast, refetchAccounts]);

  const clear = useCallback(() => {
    const rest = withoutCallbackFields(params).toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [navigate, pathname, params]);

  return { fields, clear };
}
