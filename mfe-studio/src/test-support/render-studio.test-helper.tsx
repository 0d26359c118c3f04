import { screen } from '@testing-library/react';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import type { FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { ok } from '@scp/shared/client/fake-api.test-helper';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import StudioRoutes from '../routes';

export const ACCOUNTS = 'GET /api/settings/integrations/accounts';
export const CREATE_POST = 'POST /api/studio/posts';
export const postKey = (method: 'GET' | 'PATCH', id: string) => `${method} /api/studio/posts/${id}`;
export const scheduleKey = (id: string) => `POST /api/studio/posts/${id}/schedule`;
export const cancelKey = (id: string) => `POST /api/studio/posts/${id}/cancel`;

function account(
  platform: ConnectedAccount['platform'],
  accountId: string,
  displayName: string,
  identifier: string,
  status: ConnectedAccount['status'] = 'connected',
): ConnectedAccount {
  return {
    platform,
    accountId,
    identifier,
    displayName,
    imageUrl: null,
    description: null,
    profileUrl: null,
    accountInfo: { followers: 120 },
    connected: true,
    status,
    error: status === 'needs_reauth' ? 'Token revoked' : null,
    tokenExpiresAt: null,
    lastSync: null,
    connectedAt: '2026-11-01T09:00:00.000Z',
  };
}

/** An owner with a shop, X, LinkedIn, Instagram and Pinterest connected, and a Facebook page to reconnect. */
export const connectedAccounts: ConnectedAccount[] = [
  account('shopify', 'anns-bakery.myshopify.com', "Ann's Bakery shop", 'anns-bakery.myshopify.com'),
  account('instagram', '17841400000000001', "Ann's Bakery", '@annsbakery'),
  account('facebook', '100000000000001', "Ann's Bakery page", "Ann's Bakery page", 'needs_reauth'),
  account('linkedin', 'urn-li-organization-77', "Ann's Bakery Ltd", "Ann's Bakery Ltd"),
  account('twitter', '4400001', 'Ann Baker', '@annbakes'),
  account('pinterest', 'pin-ann', 'Ann Bakes Pins', 'annbakes'),
];

/** A post as the service answers it, from the request the editor sent. */
export function storedPost(
  id: string,
  body: Omit<Partial<Post>, 'targets'> & { targets?: Array<Partial<Post['targets'][number]>> },
): Post {
  return {
    id,
    text: body.text ?? '',
    hashtags: body.hashtags ?? [],
    media: body.media ?? [],
    targets: (body.targets ?? []).map((target) => ({
      platform: target.platform ?? 'twitter',
      accountId: target.accountId ?? '',
      text: target.text ?? null,
      title: target.title ?? null,
      link: target.link ?? null,
      boardId: target.boardId ?? null,
      firstComment: target.firstComment ?? null,
      displayName: target.displayName ?? 'Ann',
      result: { state: 'pending', platformPostId: null, permalink: null, words: null, attempts: 0, at: null },
    })),
    scheduledAt: body.scheduledAt ?? null,
    timeZone: body.timeZone ?? null,
    status: body.status ?? 'draft',
    campaignId: null,
    source: 'studio',
    tips: [],
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
}

export function answerAccounts(api: FakeApi, accounts: ConnectedAccount[] = connectedAccounts) {
  api.answer(ACCOUNTS, ok({ accounts }));
}

export function renderStudio(path: string) {
  return renderRemote(<StudioRoutes />, path, (store) => {
    store.dispatch(
      sessionResolved({
        user: { id: 'u1', email: 'ann@example.com', user_metadata: { full_name: 'Ann Baker' } },
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
  });
}

/** The new-post editor, the connected accounts answered, once its account picker shows (the heading shows while loading too). */
export async function openNewPostEditor(api: FakeApi) {
  answerAccounts(api);
  const view = await renderStudio('/studio/post/new');
  await screen.findByRole('group', { name: 'Post to' });
  return view;
}
