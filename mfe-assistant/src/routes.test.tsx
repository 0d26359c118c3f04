import { screen } from '@testing-library/react';
import { fakeApiForEachTest, ok, testSession } from '@scp/shared/client/fake-api.test-helper';
import { sessionResolved } from '@scp/shared/client/session-slice';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { aiProfile } from './features/test-pages/lib/assistant-fixtures.test-helper';
import Routes from './routes';

const api = fakeApiForEachTest();

describe('mfe-assistant ./routes: the AI test pages', () => {
  it.each([
    ['/test/chatbot', 'Chatbot Test'],
    ['/test/adk', 'ADK Test'],
    ['/test/adk-conversation-flow', 'ADK Conversation Flow Test'],
    ['/test/adk-real-world', 'ADK Real-World Test'],
    ['/test/user-intelligence', 'User Intelligence Test'],
  ])('shows the page at %s under its heading (%s)', async (path, title) => {
    api.answer('GET /api/assistant/profile', ok(aiProfile()));
    await renderRemote(<Routes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(`${title} is not available yet.`)).not.toBeInTheDocument();
  });
});

describe('/test/chatbot', () => {
  it('asks a signed-out visitor to sign in: answers come from their own figures', async () => {
    await renderRemote(<Routes />, '/test/chatbot');
    expect(await screen.findByText(/Sign in to chat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText('Ask Assistant Pro')).toBeNull();
  });

  it('is the chat itself for a signed-in owner', async () => {
    await renderRemote(<Routes />, '/test/chatbot', (store) => {
      store.dispatch(sessionResolved(testSession));
    });
    expect(await screen.findByLabelText('Ask Assistant Pro')).toBeInTheDocument();
  });
});
