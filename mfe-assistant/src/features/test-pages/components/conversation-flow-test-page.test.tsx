import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { ProcessRequest } from '@scp/shared/contracts/assistant/assistant-api';
import { processAnswer } from '../lib/assistant-fixtures.test-helper';
import { PROCESS, renderTestPage } from './test-pages.test-helper';

const api = fakeApiForEachTest();

const openFlow = () => renderTestPage('/test/adk-conversation-flow', 'ADK Conversation Flow Test');
const runButton = () => screen.getByRole('button', { name: /Run conversation$/ });
// The turns, not the quality flags listed inside them.
const turns = () =>
  within(screen.getByRole('region', { name: 'Conversation' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
const sentBodies = () => api.callsTo(PROCESS).map((call) => call.body as ProcessRequest);
const shownSession = () => screen.getByText(/^Session: /).textContent?.replace('Session: ', '');

describe('ADK conversation flow test', () => {
  it('asks the scripted turns in order in one session, each with the conversation so far', async () => {
    const user = userEvent.setup();
    await openFlow();
    const session = shownSession();
    expect(session).toMatch(/^adk-flow-[a-z0-9-]+$/);
    api.answer(PROCESS, ok(processAnswer({ session_id: session })));
    expect(turns().map((turn) => within(turn).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'How am I doing?',
      'What sold best?',
      'Write an Instagram post about it',
      'When should I post it?',
    ]);
    expect(turns().every((turn) => within(turn).queryByText('Not run yet') !== null)).toBe(true);

    await user.click(runButton());
    await waitFor(() => expect(within(turns()[3]!).getByText('Status: Success')).toBeInTheDocument());
    const bodies = sentBodies();
    expect(bodies.map((body) => body.query)).toEqual([
      'How am I doing?',
      'What sold best?',
      'Write an Instagram post about it',
      'When should I post it?',
    ]);
    expect(new Set(bodies.map((body) => body.session_id))).toEqual(new Set([session]));
    expect(bodies.every((body) => body.workflow_type === 'router')).toBe(true);
    const answer = processAnswer().response;
    expect(bodies[0]?.context?.history).toEqual([]);
    expect(bodies[2]?.context?.history).toEqual([
      { role: 'user', content: 'How am I doing?' },
      { role: 'assistant', content: answer },
      { role: 'user', content: 'What sold best?' },
      { role: 'assistant', content: answer },
    ]);
    // Five entries at most (entities), the latest ones.
    expect(bodies[3]?.context?.history).toHaveLength(5);
    expect(bodies[3]?.context?.history?.[4]).toEqual({ role: 'assistant', content: answer });
    expect(within(turns()[0]!).getByText('No earlier messages sent')).toBeInTheDocument();
    expect(within(turns()[3]!).getByText('5 earlier messages sent as context')).toBeInTheDocument();
    expect(within(turns()[2]!).getByText(answer)).toBeInTheDocument();
    expect(within(turns()[2]!).getByText(session!)).toBeInTheDocument();
    expect(runButton()).toBeEnabled();
  });

  it('starts over in a new session on Reset, and a second run gets its own session', async () => {
    const user = userEvent.setup();
    api.answer(PROCESS, ok(processAnswer()));
    await openFlow();
    const first = shownSession();
    await user.click(runButton());
    await waitFor(() => expect(within(turns()[3]!).getByText('Status: Success')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const second = shownSession();
    expect(second).not.toBe(first);
    expect(turns().every((turn) => within(turn).queryByText('Not run yet') !== null)).toBe(true);

    await user.click(runButton());
    await waitFor(() => expect(within(turns()[3]!).getByText('Status: Success')).toBeInTheDocument());
    await user.click(runButton());
    await waitFor(() => expect(sentBodies()).toHaveLength(12));
    await waitFor(() => expect(within(turns()[3]!).getByText('Status: Success')).toBeInTheDocument());
    const sessions = sentBodies().map((body) => body.session_id);
    expect(new Set(sessions.slice(0, 4))).toEqual(new Set([first]));
    expect(new Set(sessions.slice(4, 8))).toEqual(new Set([second]));
    expect(new Set(sessions.slice(8))).toEqual(new Set([shownSession()]));
    expect(shownSession()).not.toBe(second);
  });

  it('shows a turn that got no answer as failed and goes on with the next', async () => {
    const user = userEvent.setup();
    api.answer(PROCESS, fails(401, 'UNAUTHENTICATED', 'Sign in first.'));
    await openFlow();
    await user.click(runButton());
    await waitFor(() => expect(sentBodies()).toHaveLength(4));
    await waitFor(() => expect(within(turns()[3]!).getByText('Status: Failed: Sign in first.')).toBeInTheDocument());
    expect(screen.getAllByText('Unable to connect to AI assistant.').length).toBeGreaterThan(0);
    // Only the questions went along: there were no answers.
    expect(sentBodies()[2]?.context?.history).toEqual([
      { role: 'user', content: 'How am I doing?' },
      { role: 'user', content: 'What sold best?' },
    ]);
  });
});
