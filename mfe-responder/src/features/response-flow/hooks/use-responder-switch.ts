import { useToast } from '@scp/shared/client/use-toast';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useGetResponderConfigQuery, useSetResponderEnabledMutation } from '../../common/api/responder-api';

const texts = responderTexts.responder;

/**
 * The auto-responder's on/off switch (states and transitions): its position, whether it can be used now (not
 * while the config loads or saves) and the change, with the spec's toasts either way.
 */
export function useResponderSwitch() {
  const toast = useToast();
  const config = useGetResponderConfigQuery();
  const [save, saving] = useSetResponderEnabledMutation();

  const setEnabled = async (enabled: boolean) => {
    try {
      const result = await save({ enabled }).unwrap();
      if (!result.success) throw new Error(texts.toggleFailedServer);
      if (enabled) toast.success(texts.activated);
      else toast.info(texts.paused);
    } catch {
      toast.error(texts.toggleFailed);
    }
  };

  return {
    enabled: config.data?.enabled ?? false,
    busy: !config.data || config.isFetching || saving.isLoading,
    setEnabled,
  };
}
