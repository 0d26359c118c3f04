import type { KeyObject } from 'node:crypto';
import { AppError } from '@scp/service-kit/errors';
import { serviceClient } from '@scp/service-kit/service-token';
import {
  accountOwnersResponseSchema,
  settingsInternalPaths,
  type AccountOwnersQuery,
} from '@scp/shared/contracts/settings/settings-internal';

/** The services the responder calls (DESIGN.md §12), signed as 'responder', with timeouts. */
export function createNeighbours(options: { urls: Record<'settings', string>; privateKey: KeyObject }) {
  const client = serviceClient({ caller: 'responder', privateKey: options.privateKey, baseUrls: options.urls });
  return {
    /** The users who connected the page or Instagram account a webhook names. */
    async accountOwners(query: AccountOwnersQuery): Promise<string[]> {
      const path = `${settingsInternalPaths.accountOwners}?${new URLSearchParams(query)}` as const;
      const answer = await client.get('settings', path, (body) => accountOwnersResponseSchema.parse(body));
      if (!answer) throw AppError.unavailable('The settings service answered 404.');
      return answer.owners;
    },
  };
}

export type Neighbours = ReturnType<typeof createNeighbours>;
