import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { assistant } from '@scp/shared/contracts/assistant/assistant-constants';
import { processAnswer, vagueAnswer } from '../lib/assistant-fixtures.test-helper';
import { allPredefinedTests } from '../lib/test-cases';
import { PROCESS, renderTestPage } from './test-pages.test-helper';

const api = fakeApiForEachTest();
// No ConfigProvider around the page in these tests: antd's default tokens.
const token = theme.getDesignToken();

const openSuite = () => renderTestPage('/test/adk', 'ADK Test');
const testItem = (query: string) => screen.getByRole('listitem', { name: query });
// While running, antd's spinner adds 'loading' to a button's name.
const runButtonOf = (query: string) => within(testItem(query)).getByRole('button', { name: /Run test$/ });
const runAllButton = () => screen.getByRole('button', { name: /Run All Tests$/ });
const summaryFigures = () =>
  Array.from(
    within(screen.getByRole('region', { name: 'Summary' })).getAllByRole('definition'),
    (value) => value.textContent,
  );
const scoreCells = (query: string) =>
  within(within(testItem(query)).getByRole('table', { name: 'Answer quality' }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AI workflow test suite: tabs', () => {
  it('shows five workflow tabs, the analytics questions first, and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await openSuite();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Analytics',
      'Content',
      'Market Intelligence',
      'Router',
      'Custom',
    ]);
    expect(screen.getByRole('tablist', { name: 'Workflows' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Analytics' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'How did my shop do last week?',
      'What sold best this month?',
      'Why did revenue drop last week?',
      'Give me a weekly report',
    ]);
    // One tab stop: only the selected tab is in the tab order.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Content' })).getByRole('heading', {
        name: 'Write an Instagram post about my best seller',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Analytics' })).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Custom' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Market Intelligence' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Market Intelligence' })).getByRole('heading', {
        name: 'When is the best time to post?',
      }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('AI workflow test suite: one test', () => {
  it('posts the question to its workflow and shows the answer, the engine, the time and the scores', async () => {
    const user = userEvent.setup();
    api.answer(PROCESS, ok(processAnswer()));
    await openSuite();
    expect(summaryFigures()).toEqual(['0', '0', '0', '–']);
    await user.click(runButtonOf('How did my shop do last week?'));

    const item = testItem('How did my shop do last week?');
    expect(await within(item).findByText('Status: Success')).toBeInTheDocument();
    expect(api.callsTo(PROCESS).map((call) => call.body)).toEqual([
      { query: 'How did my shop do last week?', workflow_type: 'analytics' },
    ]);
    expect(within(item).getByText(processAnswer().response)).toBeInTheDocument();
    expect(within(item).getByText('embedded-analyst')).toBeInTheDocument();
    expect(within(item).getByText('shop_sales, social_engagement')).toBeInTheDocument();
    expect(within(item).getByText(/^\d+ ms$/)).toBeInTheDocument();
    expect(scoreCells('How did my shop do last week?')).toEqual(['100', '55', '55', '80', '73 · Good']);
    expect(within(item).getByText('73 · Good')).toHaveStyle({ background: token.colorInfoText });
    expect(within(item).getByText('No quality flags')).toBeInTheDocument();
    expect(summaryFigures()).toEqual(['1', '1', '0', '73']);
  });

  it('shows a vague answer’s quality flags and colours its overall score red', async () => {
    const user = userEvent.setup();
    api.answer(PROCESS, ok(vagueAnswer()));
    await openSuite();
    await user.click(runButtonOf('How did my shop do last week?'));

    const item = testItem('How did my shop do last week?');
    const flags = await within(item).findByRole('list', { name: 'Quality flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((flag) => flag.textContent),
    ).toEqual(['Too many questions', 'Low specificity', 'Low actionability', 'Low data usage']);
    expect(scoreCells('How did my shop do last week?')).toEqual(['70', '0', '0', '0', '18 · Needs Improvement']);
    // antd's default red (#ff4d4f) takes black text; the app theme's darker red takes white.
    expect(within(item).getByText('18 · Needs Improvement')).toHaveStyle({
      background: token.colorErrorText,
      color: '#000000',
    });
    expect(within(item).getByTestId('test-result')).toHaveStyle({
      borderInlineStart: `4px solid ${token.colorErrorText}`,
    });
    expect(summaryFigures()).toEqual(['1', '0', '1', '18']);
  });

  it('says the assistant cannot be reached when the request fails, and marks the test failed', async () => {
    const user = userEvent.setup();
    api.answer(PROCESS, fails(401, 'UNAUTHENTICATED', 'Sign in first.'));
    await openSuite();
    await user.click(runButtonOf('What sold best this month?'));

    expect(await screen.findByText('Unable to connect to AI assistant.')).toBeInTheDocument();
    expect(screen.getByText('Chat Error')).toBeInTheDocument();
    expect(
      within(testItem('What sold best this month?')).getByText('Status: Failed: Sign in first.'),
    ).toBeInTheDocument();
    expect(summaryFigures()).toEqual(['1', '0', '0', '–']);
  });

  it('says the AI response failed when the service answers with an error status', async () => {
    const user = userEvent.setup();
    api.answer(
      PROCESS,
      ok(
        processAnswer({
          status: 'error',
          response: 'I apologize, but I encountered an error processing your request. Please try again.',
        }),
      ),
    );
    await openSuite();
    await user.click(runButtonOf('What sold best this month?'));

    expect(await screen.findByText('Failed to get AI response. Please try again.')).toBeInTheDocument();
    expect(within(testItem('What sold best this month?')).getByText('Status: Error')).toBeInTheDocument();
    expect(summaryFigures()[1]).toBe('0');
  });
});

describe('AI workflow test suite: custom query', () => {
  it('sends nothing for an empty or blank query and says what is missing', async () => {
    const user = userEvent.setup();
    await openSuite();
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    const run = screen.getByRole('button', { name: 'Run custom test' });
    await user.click(run);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a query to test.');
    expect(screen.getByLabelText('Custom query')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Custom query')).toHaveAccessibleDescription(
      'Enter a query to test. A question as an owner would type it.',
    );
    await user.type(screen.getByLabelText('Custom query'), '   ');
    await user.click(run);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a query to test.');
    expect(api.calls).toEqual([]);
  });

  it('posts the query to the chosen workflow and lists the run', async () => {
    const user = userEvent.setup();
    api.answer(PROCESS, ok(processAnswer({ workflow_type: 'content', agent: 'content_agent' })));
    await openSuite();
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    await user.type(screen.getByLabelText('Custom query'), '  Write a post about scones ');
    await user.selectOptions(screen.getByLabelText('Workflow'), 'content');
    await user.click(screen.getByRole('button', { name: 'Run custom test' }));

    const runs = await screen.findByRole('region', { name: 'Custom runs' });
    expect(await within(runs).findByText('Status: Success')).toBeInTheDocument();
    expect(within(runs).getByRole('heading', { level: 4, name: 'Write a post about scones' })).toBeInTheDocument();
    expect(within(runs).getByText('content_agent')).toBeInTheDocument();
    expect(api.callsTo(PROCESS).map((call) => call.body)).toEqual([
      { query: 'Write a post about scones', workflow_type: 'content' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('AI workflow test suite: Run All Tests', () => {
  it('runs every predefined test in tab order, 2 s apart, with its progress, and cannot be started twice', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.answer(PROCESS, ok(processAnswer()));
    await openSuite();
    const total = allPredefinedTests.length;
    expect(assistant.testSuite.delayBetweenTestsMs).toBe(2000);

    await user.click(runAllButton());
    await waitFor(() => expect(api.callsTo(PROCESS)).toHaveLength(1));
    await waitFor(() => expect(screen.getByText(`Running test 2 of ${total}…`)).toBeInTheDocument());
    expect(runAllButton()).toBeDisabled();
    expect(runButtonOf('What sold best this month?')).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1990));
    expect(api.callsTo(PROCESS)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(10));
    await waitFor(() => expect(api.callsTo(PROCESS)).toHaveLength(2));

    for (let sent = 2; sent < total; sent += 1) {
      await waitFor(() => expect(screen.getByText(`Running test ${sent + 1} of ${total}…`)).toBeInTheDocument());
      await act(() => jest.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(api.callsTo(PROCESS)).toHaveLength(sent + 1));
    }
    expect(await screen.findByText(`All ${total} tests run`)).toBeInTheDocument();
    expect(runAllButton()).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('value', String(total));
    expect(api.callsTo(PROCESS).map((call) => call.body)).toEqual(
      allPredefinedTests.map((test) => ({ query: test.query, workflow_type: test.workflow })),
    );
    expect(summaryFigures()[0]).toBe(String(total));
    // Four workflows posted to, as the spec says: analytics, content, market intelligence and router.
    expect(new Set(allPredefinedTests.map((test) => test.workflow))).toEqual(
      new Set(['analytics', 'content', 'market_intelligence', 'router']),
    );
  });
});
