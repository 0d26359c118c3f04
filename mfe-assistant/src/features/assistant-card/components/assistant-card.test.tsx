import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, type FakeApi } from '@scp/shared/client/fake-api.test-helper';
import { renderRemote } from '@scp/shared/client/render-remote.test-helper';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import { answer, PROCESS } from '../../../test-support/answers.test-helper';
import { chatStore } from '../../chat/hooks/chat-store';
import { AssistantCard } from './assistant-card';

const hints = assistantTexts.card.hints;
const context = {
  page_type: 'dashboard',
  date_range: { start: '2026-10-27', end: '2026-11-25' },
  kpis: { totalSales: 4200, totalOrders: 28 },
  platforms: ['shopify' as const, 'instagram' as const],
  connected_count: 2,
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  chatStore.reset();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the Assistant Pro card', () => {
  it('rotates its three hints every 4 s', async () => {
    jest.useFakeTimers();
    await renderRemote(<AssistantCard context={context} />, '/');
    expect(screen.getByRole('region', { name: 'Assistant Pro' })).toBeVisible();
    expect(screen.getByTestId('assistant-hint')).toHaveTextContent(hints[0]);
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByTestId('assistant-hint')).toHaveTextContent(hints[0]);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('assistant-hint')).toHaveTextContent(hints[1]);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByTestId('assistant-hint')).toHaveTextContent(hints[2]);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByTestId('assistant-hint')).toHaveTextContent(hints[0]);
  });

  it('opens the chat with the dashboard’s context, which the question carries', async () => {
    api.answer(PROCESS, ok(answer()));
    await renderRemote(<AssistantCard context={context} />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Assistant Pro' }));
    await userEvent.type(await screen.findByLabelText('Ask Assistant Pro'), 'How am I doing?{Enter}');
    expect(await screen.findByText(/your shop made/)).toBeVisible();
    expect(api.callsTo(PROCESS)[0]?.body).toMatchObject({ context: { ...context, history: [] } });
  });
});
