import { type ToastText, appTexts } from '@scp/shared/contracts/app/app-texts';
import type { RemoteName } from '@scp/shared/contracts/remotes';

/**
 * What an area shows when its remote cannot be loaded or crashes (screens and routes, error catalogue). Settings has
 * its own section text; the others follow the spec's auth fallback.
 */
export function areaFallback(remote: RemoteName): { title: string; description?: string } {
  if (remote === 'settings') return { title: appTexts.errors.settingsFallback };
  const text: ToastText = appTexts.errors.remoteFallback(remote);
  return text;
}
