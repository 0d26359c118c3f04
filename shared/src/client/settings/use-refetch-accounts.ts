import { useCallback } from 'react';
import { useAppDispatch } from '../hooks';
import { integrationsApi } from './integrations-api';

/**
 * Reads the connected accounts again (after a connection finished elsewhere: a popup, a page
 * round trip). Through the tag rather than the query's `refetch`, which throws when the list has
 * not started loading yet, and which would leave other screens' copies stale.
 */
export function useRefetchAccounts(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(integrationsApi.util.invalidateTags(['ConnectedAccount']));
  }, [dispatch]);
}
