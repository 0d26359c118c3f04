import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { api as appApi } from '@scp/shared/client/api';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import type { ContentPost } from '@scp/shared/contracts/assistant/assistant-api';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { answer, approveKey, PROCESS } from '../../../test-support/answers.test-helper';
import { chatStore } from '../hooks/chat-store';
import { ChatLauncher } from './chat-launcher';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  chatStore.reset();
});

async function openChat() {
  const view = await renderRemote(<ChatLauncher />, '/analytics');
  act(() => chatStore.open({ page_type: 'analytics' }));
  return view;
}

async function ask(question: string) {
  // The panel's chunk loads on the first opening.
  await userEvent.type(await screen.findByLabelText('Ask Assistant Pro'), question);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the chat panel', () => {
  it('sends the question with the screen’s context and shows the answer, its chart and its days', async () => {
    api.answer(PROCESS, ok(answer()));
    await openChat();
    expect(await screen.findByRole('region', { name: 'Assistant Pro chat' })).toBeVisible();
    await ask('How did my shop do last week?');
    expect(await screen.findByText(/your shop made \$4,200 from 28 orders/)).toBeVisible();
    expect(screen.getByText('Figures from 2026-11-19 to 2026-11-25')).toBeVisible();
    const table = screen.getByRole('table', { name: 'The figures of this chart' });
    expect(within(table).getByRole('row', { name: '2026-11-25 $700' })).toBeInTheDocument();
    const [call] = api.callsTo(PROCESS);
    expect(call?.body).toMatchObject({
      query: 'How did my shop do last week?',
      session_id: expect.stringMatching(/^chat-/),
      context: { page_type: 'analytics', history: [] },
    });
    expect(call?.body).not.toHaveProperty('user_id');
  });

  it('sends the last 5 entries as history, and keeps the conversation when closed and reopened', async () => {
    api.answer(PROCESS, ok(answer({ response: 'Noted.', visual_data: null })));
    await openChat();
    const questions = ['One', 'Two', 'Three', 'Four'];
    for (const [index, question] of questions.entries()) {
      await ask(question);
      await waitFor(() => expect(screen.getAllByText('Noted.')).toHaveLength(index + 1));
    }
    const last = api.callsTo(PROCESS).at(-1)?.body as { context: { history: unknown[] } };
    expect(last.context.history).toEqual([
      { role: 'assistant', content: 'Noted.' },
      { role: 'user', content: 'Two' },
      { role: 'assistant', content: 'Noted.' },
      { role: 'user', content: 'Three' },
      { role: 'assistant', content: 'Noted.' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Assistant Pro chat' })).toBeNull();
    act(() => chatStore.open());
    expect(screen.getAllByText('Noted.')).toHaveLength(4);
  });

  it('an answer the built-in analyst gave in the model’s place says so under it; a model’s own answer does not', async () => {
    api.answer(
      PROCESS,
      ok(
        answer({
          metadata: {
            ...answer().metadata,
            model: 'embedded-analyst-1',
            mode: 'embedded',
            fallback: { reason: 'figures_not_found', model: 'gemini-2.5-flash' },
          },
        }),
      ),
    );
    await openChat();
    await ask('How did my shop do last week?');
    expect(
      await screen.findByText(
        'Answered by the built-in analyst: gemini-2.5-flash’s answer quoted figures that are not in your data.',
      ),
    ).toBeVisible();

    api.answer(
      PROCESS,
      ok(answer({ response: 'Your shop made $4,200.', metadata: { ...answer().metadata, mode: 'llm' } })),
    );
    await ask('And the week before?');
    expect(await screen.findByText('Your shop made $4,200.')).toBeVisible();
    expect(screen.getAllByText(/Answered by the built-in analyst/)).toHaveLength(1);
  });

  it('an error answer shows the spec’s text, a Chat Error toast and Try Again, which asks again', async () => {
    api.answer(
      PROCESS,
      ok(
        answer({
          status: 'error',
          response: assistantTexts.assistant.errorResponse,
          visual_data: null,
          metadata: { ...answer().metadata, date_range: null, tools_used: [] },
          actions: [
            {
              id: 'retry',
              type: 'retry',
              label: 'Try Again',
              primary: true,
              handler: 'retry',
              data: {},
              prompt: 'How am I doing?',
            },
          ],
        }),
      ),
    );
    await openChat();
    await ask('How am I doing?');
    expect(await screen.findByText(assistantTexts.assistant.errorResponse)).toBeVisible();
    expect(await screen.findByText('Failed to get AI response. Please try again.')).toBeVisible();
    api.answer(PROCESS, ok(answer()));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/your shop made/)).toBeVisible();
    expect(api.callsTo(PROCESS)).toHaveLength(2);
  });

  it('a service it cannot reach: Unable to connect, and Try Again on the message', async () => {
    api.answer(PROCESS, 'network-failure');
    await openChat();
    await ask('How am I doing?');
    expect(await screen.findByText('Unable to connect to AI assistant.', {}, { timeout: 15000 })).toBeVisible();
    expect(screen.getByText(assistantTexts.assistant.errorResponse)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  }, 20000);

  it('an action changes nothing until clicked, then runs once and says what it did', async () => {
    api.answer(
      PROCESS,
      ok(
        answer({
          actions: [
            {
              id: 'a1',
              type: 'set_goal',
              label: 'Add goal',
              primary: true,
              handler: 'approve',
              data: { metric: 'orders', target: 300 },
            },
          ],
          suggested_actions: [
            {
              id: 'follow_up-1',
              type: 'follow_up',
              label: 'What sold best?',
              primary: false,
              handler: 'prompt',
              data: {},
              prompt: 'What sold best?',
            },
          ],
        }),
      ),
    );
    api.answer(
      approveKey('a1'),
      ok({
        action: { id: 'a1', type: 'set_goal', label: 'Add goal', primary: true, handler: 'approve', data: {} },
        outcome: 'Goal added.',
        result: {},
      }),
    );
    await openChat();
    await ask('Set a goal of 300 orders');
    const add = await screen.findByRole('button', { name: 'Add goal' });
    expect(screen.getByText('Nothing changes until you click.')).toBeVisible();
    expect(api.callsTo(approveKey('a1'))).toHaveLength(0);
    await userEvent.click(add);
    expect(await screen.findByRole('button', { name: /Goal added\./ })).toBeDisabled();
    expect(api.callsTo(approveKey('a1'))).toHaveLength(1);
    // A follow-up asks its question.
    await userEvent.click(screen.getByRole('button', { name: 'What sold best?' }));
    await waitFor(() => expect(api.callsTo(PROCESS)).toHaveLength(2));
    expect(api.callsTo(PROCESS)[1]?.body).toMatchObject({ query: 'What sold best?' });
  });

  it('turning the auto-responder on: once clicked, the switch shown elsewhere is read again', async () => {
    // A screen showing the responder's switch (as the responder remote's does), in the same store.
    const switchApi = appApi.injectEndpoints({
      endpoints: (build) => ({
        responderSwitch: build.query<unknown, void>({
          query: () => '/responder/config',
          providesTags: ['ResponderConfig'],
        }),
      }),
    });
    function SwitchProbe() {
      switchApi.useResponderSwitchQuery();
      return null;
    }
    const CONFIG = 'GET /api/responder/config';
    api.answer(CONFIG, ok({ enabled: false, updated_at: null }));
    const action = {
      id: 'r1',
      type: 'enable_responder',
      label: 'Turn on the auto-responder',
      icon: 'robot',
      primary: true,
      handler: 'approve',
      data: { enabled: true },
    } as const;
    api.answer(PROCESS, ok(answer({ visual_data: null, actions: [action] })));
    api.answer(
      approveKey('r1'),
      ok({ action, outcome: 'Auto-responder turned on.', result: { responder: { enabled: true } } }),
    );
    const view = await renderRemote(
      <>
        <ChatLauncher />
        <SwitchProbe />
      </>,
      '/analytics',
    );
    act(() => chatStore.open({ page_type: 'analytics' }));
    await waitFor(() => expect(api.callsTo(CONFIG)).toHaveLength(1));
    await ask('Turn on the auto-responder');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on the auto-responder' }));
    expect(await screen.findByRole('button', { name: /Auto-responder turned on\./ })).toBeDisabled();
    expect(api.callsTo(approveKey('r1'))).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(CONFIG)).toHaveLength(2));
    view.unmount();
  });

  it('a refused approval says why', async () => {
    api.answer(
      PROCESS,
      ok(
        answer({
          actions: [{ id: 'a2', type: 'set_goal', label: 'Add goal', primary: true, handler: 'approve', data: {} }],
        }),
      ),
    );
    api.answer(approveKey('a2'), fails(409, 'CONFLICT', 'This action was already carried out.'));
    await openChat();
    await ask('Set a goal');
    await userEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('This action was already carried out.')).toBeVisible();
  });

  describe("saving a draft: the draft is the studio's", () => {
    const draftPost: ContentPost = {
      platform: 'instagram',
      content: 'Say hello to rye!',
      caption: 'Say hello to rye!\n\n#Rye',
      hashtags: ['#Rye'],
      media: null,
      scheduledTime: null,
      tips: [],
    };
    const save = {
      id: 'd1',
      type: 'save_draft',
      label: 'Save draft',
      icon: 'save',
      primary: true,
      handler: 'approve',
      data: draftPost,
    } as const;

    it('once saved it links to the draft in the studio and to all drafts, and closes the chat on the way', async () => {
      api.answer(PROCESS, ok(answer({ visual_data: null, content_posts: [draftPost], actions: [save] })));
      api.answer(
        approveKey('d1'),
        ok({
          action: save,
          outcome: 'Draft saved.',
          result: { draft: { postId: 'p1' } },
          href: studioPaths.post('p1'),
        }),
      );
      const view = await openChat();
      await ask('Write an Instagram post about rye');
      await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
      expect(await screen.findByRole('button', { name: /Draft saved\./ })).toBeDisabled();
      expect(screen.getByRole('link', { name: 'All drafts' })).toHaveAttribute('href', '/calendar/drafts');
      await userEvent.click(screen.getByRole('link', { name: 'Open in Studio' }));
      expect(view.location()).toBe('/studio/post/p1');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Assistant Pro chat' })).toBeNull());
    });

    it('with the studio away it says so, and the button stays for another try', async () => {
      api.answer(PROCESS, ok(answer({ visual_data: null, content_posts: [draftPost], actions: [save] })));
      api.answer(approveKey('d1'), fails(503, 'SERVICE_UNAVAILABLE', assistantTexts.actions.studioUnavailable));
      await openChat();
      await ask('Write an Instagram post about rye');
      await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
      // A mutation's 503 is tried once more after a second (retry-policy.ts) before it is said.
      expect(await screen.findByText(assistantTexts.actions.studioUnavailable, {}, { timeout: 4000 })).toBeVisible();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled());
      expect(screen.queryByRole('link', { name: 'Open in Studio' })).toBeNull();
      expect(screen.getByText('Say hello to rye!', { exact: false })).toBeVisible();
    });
  });

  it('shows a drafted post with its caption and tips', async () => {
    api.answer(
      PROCESS,
      ok(
        answer({
          visual_data: null,
          content_posts: [
            {
              platform: 'instagram',
              content: 'Say hello to rye!',
              caption: 'Say hello to rye!\n\n#Rye',
              hashtags: ['#Rye'],
              media: null,
              scheduledTime: '2026-11-27',
              tips: ['Post on a Friday: your accounts engage most then.'],
            },
          ],
        }),
      ),
    );
    await openChat();
    await ask('Write an Instagram post about rye');
    const post = await screen.findByRole('article', { name: 'Draft for Instagram' });
    expect(within(post).getByText(/Say hello to rye!/)).toBeVisible();
    expect(within(post).getByText('Suggested day: 2026-11-27')).toBeVisible();
    expect(within(post).getByText('Post on a Friday: your accounts engage most then.')).toBeVisible();
  });
});
