import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import Routes from './routes';

describe('mfe-assistant ./routes', () => {
  it.each([
    ['/test/chatbot', 'Chatbot Test'],
    ['/test/adk', 'ADK Test'],
    ['/test/adk-conversation-flow', 'ADK Conversation Flow Test'],
    ['/test/adk-real-world', 'ADK Real-World Test'],
    ['/test/user-intelligence', 'User Intelligence Test'],
  ])('names the screen at %s (%s) and says it is not available yet', (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`${title} is not available yet.`)).toBeInTheDocument();
  });
});
