import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { processAnswer } from '../lib/assistant-fixtures.test-helper';
import { realWorldScenarios } from '../lib/test-cases';
import { PROCESS, renderTestPage } from './test-pages.test-helper';

const api = fakeApiForEachTest();

const openPage = () => renderTestPage('/test/adk-real-world', 'ADK Real-World Test');
const scenario = (query: string) => screen.getByRole('listitem', { name: query });

describe('ADK real-world test', () => {
  it('lists the owner scenarios, the ambiguous one and the image request marked', async () => {
    await openPage();
    const items = within(screen.getByRole('region', { name: 'Scenarios' })).getAllByRole('listitem');
    expect(items).toHaveLength(realWorldScenarios.length);
    expect(realWorldScenarios.length).toBeGreaterThanOrEqual(6);
    expect(within(scenario('Is it worth it?')).getByText('Ambiguous')).toBeInTheDocument();
    expect(
      within(scenario('Make me a picture for our summer sale banner')).getByText('Asks for an image'),
    ).toBeInTheDocument();
  });

  it('runs one scenario through the router and shows what it chose, the agent, the tools and the status', async () => {
    const user = userEvent.setup();
    api.answer(
      PROCESS,
      ok(
        processAnswer({
          workflow_type: 'image_generation',
          agent: 'image_agent',
          status: 'needs_data',
          response: 'I cannot make images yet, but here is a caption for your banner.',
          metadata: { ...processAnswer().metadata, tools_used: [] },
        }),
      ),
    );
    await openPage();
    const query = 'Make me a picture for our summer sale banner';
    await user.click(within(scenario(query)).getByRole('button', { name: /Run scenario$/ }));
    expect(await within(scenario(query)).findByText('Status: Needs data')).toBeInTheDocument();
    expect(api.callsTo(PROCESS).map((call) => call.body)).toEqual([{ query, workflow_type: 'router' }]);
    expect(within(scenario(query)).getByText('image_generation')).toBeInTheDocument();
    expect(within(scenario(query)).getByText('image_agent')).toBeInTheDocument();
    expect(within(scenario(query)).getByText('None')).toBeInTheDocument();
  });

  it('runs them all in order, 2 s apart', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.answer(PROCESS, ok(processAnswer()));
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Run All Tests' }));
    for (let sent = 1; sent < realWorldScenarios.length; sent += 1) {
      await waitFor(() => expect(api.callsTo(PROCESS)).toHaveLength(sent));
      await act(() => jest.advanceTimersByTimeAsync(1999));
      expect(api.callsTo(PROCESS)).toHaveLength(sent);
      await act(() => jest.advanceTimersByTimeAsync(1));
    }
    await waitFor(() => expect(api.callsTo(PROCESS)).toHaveLength(realWorldScenarios.length));
    expect(await screen.findByText(`All ${realWorldScenarios.length} tests run`)).toBeInTheDocument();
    expect(api.callsTo(PROCESS).map((call) => (call.body as { query: string }).query)).toEqual(
      realWorldScenarios.map((item) => item.query),
    );
  });
});
