// Helpers shared by the messaging tests: a page token as the responder gets one, a customer
// writing through /_sandbox/meta, and Send API calls the way an adapter makes them.
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, get, withQuery, type Answer } from '../sandbox-client.test.helper';

export const GRAPH_VERSION = 'v23.0';
export const MESSAGING_SCOPES = 'pages_show_list,pages_messaging,instagram_basic,instagram_manage_messages';

/** Alice's bakery page, its Instagram account, and Bob's page (from the sample identities). */
export const ALICE_PAGE = '101000000000001';
export const ALICE_INSTAGRAM = '17841400000000001';
export const BOB_PAGE = '102000000000001';

export function graphUrl(sandbox: RunningSandbox): string {
  return `${sandbox.url}/meta/${GRAPH_VERSION}`;
}

/** The page token `/me/accounts` gives for `pageId` after `identity` connected with `scope`. */
export async function pageToken(
  sandbox: RunningSandbox,
  identity: string,
  pageId: string,
  scope = MESSAGING_SCOPES,
): Promise<{ user: string; page: string }> {
  const { access } = await connect(sandbox.url, 'meta', identity, scope);
  const accounts = await get(withQuery(`${graphUrl(sandbox)}/me/accounts`, { access_token: access }));
  const page = accounts.json?.data?.find((candidate: { id: string }) => candidate.id === pageId);
  if (!page) throw new Error(`No page ${pageId} for ${identity}: ${accounts.text}`);
  return { user: access, page: page.access_token as string };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** A customer writes (POST /_sandbox/meta/customer-messages). */
export function customerWrites(sandbox: RunningSandbox, body: Record<string, unknown>): Promise<Answer> {
  return postJson(`${sandbox.url}/_sandbox/meta/customer-messages`, body);
}

/** The Send API with the token in the query, as Meta's samples do; `path` is `me` or an account id. */
export function sendApi(sandbox: RunningSandbox, token: string, body: unknown, path = 'me'): Promise<Answer> {
  return postJson(withQuery(`${graphUrl(sandbox)}/${path}/messages`, { access_token: token }), body);
}

export function reply(recipientId: string, text: string, extra: Record<string, unknown> = {}) {
  return { recipient: { id: recipientId }, messaging_type: 'RESPONSE', message: { text }, ...extra };
}

export function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3600 * 1000).toISOString();
}

let sequence = 0;
/** A customer id no other test uses, so tests never share a conversation. */
export function newCustomerId(): string {
  sequence += 1;
  return `7${String(Date.now()).slice(-9)}${String(sequence).padStart(5, '0')}`;
}
