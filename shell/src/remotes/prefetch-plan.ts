import type { RemoteName } from '@scp/shared/contracts/remotes';
import { prefetch } from '@scp/shared/contracts/app/app-constants';

export type PrefetchPriority = keyof typeof prefetch.delaysMs;

export interface PrefetchStep {
  remote: RemoteName;
  priority: PrefetchPriority;
}

/**
 * Where an owner is likely to go next from each area (our reading of the app's navigation; the spec
 * gives only the priorities): home and settings are the two ends of most visits, the assistant is
 * one click away on the dashboard. What the current page already shows is loaded anyway.
 */
export function prefetchPlan(pathname: string): PrefetchStep[] {
  if (pathname === '/' || pathname.startsWith('/analytics'))
    return [
      { remote: 'settings', priority: 'medium' },
      { remote: 'assistant', priority: 'low' },
    ];
  if (pathname.startsWith('/settings') || pathname.startsWith('/onboarding'))
    return [{ remote: 'dashboard', priority: 'high' }];
  if (pathname.startsWith('/auth') || pathname.startsWith('/reset-password')) return [];
  return [
    { remote: 'dashboard', priority: 'high' },
    { remote: 'settings', priority: 'low' },
  ];
}

/** What the browser says of the connection (`navigator.connection`, where it exists). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** business constants: no prefetching with data-saver on or on a 2g connection. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(prefetch.skippedConnectionTypes as readonly string[]).includes(connection.effectiveType ?? '');
}
