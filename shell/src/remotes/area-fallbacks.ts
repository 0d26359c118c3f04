import { messages, type ToastText } from '@scp/shared/contracts/messages';
import type { RemoteName } from '@scp/shared/contracts/remotes';

/**
 * What an area shows when its remote cannot be loaded or crashes (accounts §2, §8). Settings has
 * its own section text; the others follow the spec's auth fallback.
 */
export function areaFallback(remote: RemoteName): { title: string; description?: string } {
  if (remote === 'settings') return { title: messages.errors.settingsFallback };
  const text: ToastText = messages.errors.remoteFallback(remote);
  return text;
}
