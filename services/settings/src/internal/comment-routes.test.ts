import {
  commentActionPaths,
  commentHideResponseSchema,
  commentReplyResponseSchema,
} from '@scp/shared/contracts/settings/comment-actions-internal';
import { graphUrl, postJson } from '@scp/provider-sandbox/messaging/messaging-client.test.helper';
import { newUserId } from '../settings-harness.test.util';
import { useIntegrationsHarness } from '../integrations/integrations-harness.test.util';

const { sandbox, connect, accounts, storedToken, asService } = useIntegrationsHarness();

interface SandboxComment {
  id: string;
  hidden: boolean;
  replies: Array<{ id: string; text: string }>;
  privateReply: { mid: string; text: string } | null;
}

/** A customer's comment under a post the sandbox page published (the sandbox's customer side). */
async function customerComments(userId: string, pageId: string, text: string): Promise<string> {
  // The post goes up as the studio would publish it, with the page token settings keeps.
  const page = await storedToken(userId, 'facebook', pageId);
  const post = await postJson(`${graphUrl(sandbox())}/${pageId}/feed?access_token=${page}`, { message: 'Rye today' });
  const made = await postJson(`${sandbox().url}/_sandbox/meta/comments`, {
    platform: 'facebook',
    accountId: pageId,
    postId: post.json.id,
    text,
  });
  expect(made.status).toBe(201);
  return made.json.comment.id as string;
}

async function shown(commentId: string): Promise<SandboxComment | undefined> {
  const answer = await fetch(`${sandbox().url}/_sandbox/meta/comments`);
  const { comments } = (await answer.json()) as { comments: SandboxComment[] };
  return comments.find((comment) => comment.id === commentId);
}

describe('POST /internal/settings/comments/reply and /hide', () => {
  it("answers a comment publicly or privately and hides it from the owner's page; the token stays here", async () => {
    const userId = newUserId();
    await connect(userId, { platform: 'facebook', mode: 'popup' });
    const pageId = (await accounts(userId)).find((account) => account.platform === 'facebook')?.accountId ?? '';
    const commentId = await customerComments(userId, pageId, 'Open on Sunday?');
    const reply = (body: object, who = userId, caller: 'responder' | 'assistant' = 'responder') =>
      asService(caller, 'post', commentActionPaths.reply, who, body);
    const target = { platform: 'facebook', accountId: pageId, commentId };

    const publicly = await reply({ ...target, text: 'Yes, 8 to 12!', visibility: 'public' });
    expect(publicly.status).toBe(200);
    expect(commentReplyResponseSchema.parse(publicly.body)).toEqual({ replyId: expect.any(String) });
    expect(JSON.stringify(publicly.body)).not.toContain(await storedToken(userId, 'facebook', pageId));

    const privately = await reply({ ...target, text: 'Here are our hours.', visibility: 'private' });
    expect(commentReplyResponseSchema.parse(privately.body)).toEqual({ replyId: expect.stringMatching(/^m_/) });
    // Meta allows one private reply per comment: its refusal comes back with its words.
    const again = await reply({ ...target, text: 'And again.', visibility: 'private' });
    expect(commentReplyResponseSchema.parse(again.body)).toEqual({
      failure: { kind: 'refused', detail: expect.stringContaining('already replied') },
    });

    const hidden = await asService('responder', 'post', commentActionPaths.hide, userId, { ...target, hidden: true });
    expect(commentHideResponseSchema.parse(hidden.body)).toEqual({ hidden: true });
    expect(await shown(commentId)).toMatchObject({
      hidden: true,
      replies: [{ text: 'Yes, 8 to 12!' }],
      privateReply: { text: 'Here are our hours.' },
    });

    // Another owner's account, or one nobody connected, is not found; only the responder calls; bad bodies are 400.
    expect((await reply({ ...target, text: 'Hi', visibility: 'public' }, newUserId())).status).toBe(404);
    expect((await reply({ ...target, accountId: '999', text: 'Hi', visibility: 'public' })).status).toBe(404);
    expect((await reply({ ...target, text: 'Hi', visibility: 'public' }, userId, 'assistant')).status).toBe(403);
    expect((await reply({ ...target, text: '', visibility: 'public' })).status).toBe(400);
    expect((await reply({ ...target, text: 'Hi', visibility: 'secret' })).status).toBe(400);
    expect((await reply({ ...target, text: 'Hi', visibility: 'public', accessToken: 'EAA' })).status).toBe(400);
  });
});
