import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import type { AssistTextResponse } from '@scp/shared/contracts/studio/studio-api';
import { openNewPostEditor } from '../../../test-support/render-studio.test-helper';

const WRITE = 'POST /api/studio/assist/write';
const REWRITE = 'POST /api/studio/assist/rewrite';
const api = fakeApiForEachTest();

const written = (text: string, more: Partial<AssistTextResponse> = {}): AssistTextResponse => ({
  text,
  platform: null,
  voiceUsed: true,
  engine: 'embedded',
  model: null,
  shortened: false,
  ...more,
});

const openNewPost = () => openNewPostEditor(api);

const mainText = () => screen.getByLabelText('Post text');
const suggestion = () => screen.findByRole('region', { name: 'Suggested text' });

describe("the editor's 'Write with my voice'", () => {
  it("asks with the owner's brief, shows the answer, and fills the main text only when accepted", async () => {
    await openNewPost();
    api.answer(WRITE, ok(written('Say hello to our spring sourdough!\n\n#Sourdough', { model: 'gpt-4o-mini' })));
    await userEvent.type(mainText(), 'My own words');
    await userEvent.click(screen.getByRole('button', { name: 'Write with my voice' }));
    await userEvent.type(screen.getByLabelText('What is the post about? (optional)'), '  our spring sourdough ');
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    const region = await suggestion();
    expect(api.callsTo(WRITE)[0]?.body).toEqual({ brief: 'our spring sourdough' });
    expect(within(region).getByText(/Say hello to our spring sourdough!/)).toBeInTheDocument();
    expect(within(region).getByText('Written by gpt-4o-mini in your brand voice.')).toBeInTheDocument();
    // The owner's text stays until they choose.
    expect(mainText()).toHaveValue('My own words');
    await userEvent.click(within(region).getByRole('button', { name: 'Use this text' }));
    expect(mainText()).toHaveValue('Say hello to our spring sourdough!\n\n#Sourdough');
    expect(screen.queryByRole('region', { name: 'Suggested text' })).toBeNull();
  });

  it('says when no voice is saved, keeps the text on Discard, and says so when the assistant fails', async () => {
    await openNewPost();
    api.answer(WRITE, ok(written('Say hello to bread!', { voiceUsed: false })));
    await userEvent.type(mainText(), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Write with my voice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    const region = await suggestion();
    expect(api.callsTo(WRITE)[0]?.body).toEqual({});
    expect(within(region).getByText(/No brand voice is saved yet/)).toBeInTheDocument();
    expect(within(region).getByText('Written by the assistant in your brand voice.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Discard' }));
    expect(mainText()).toHaveValue('Mine');

    api.answer(WRITE, fails(503, 'SERVICE_UNAVAILABLE', 'The assistant service cannot be reached.'));
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    // A failed write is tried once more (the shared retry policy), then said in words.
    expect(
      await screen.findByText('The assistant could not write the text. Try again.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(mainText()).toHaveValue('Mine');
  });
});

describe("the editor's 'Rewrite for {platform}'", () => {
  it("rewrites the main text for the platform's tab and makes it that platform's own text when accepted", async () => {
    await openNewPost();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ann Baker/ }));
    await userEvent.type(mainText(), 'Spring loaves are back in the shop this week');
    await userEvent.click(screen.getByRole('tab', { name: 'X' }));
    api.answer(REWRITE, ok(written('Spring loaves are back…', { platform: 'twitter', shortened: true })));
    await userEvent.click(screen.getByRole('button', { name: 'Rewrite for X' }));
    const region = await suggestion();
    expect(api.callsTo(REWRITE)[0]?.body).toEqual({
      text: 'Spring loaves are back in the shop this week',
      platform: 'twitter',
    });
    expect(within(region).getByText('Shortened to fit X.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Use this text' }));
    expect(screen.getByRole('radio', { name: 'Own text' })).toBeChecked();
    expect(screen.getByLabelText('Text for X')).toHaveValue('Spring loaves are back…');
    // The main text is the owner's as written.
    await userEvent.click(screen.getByRole('tab', { name: 'All platforms' }));
    expect(mainText()).toHaveValue('Spring loaves are back in the shop this week');
  });

  it('is not offered to rewrite an empty text', async () => {
    await openNewPost();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ann's Bakery Ltd/ }));
    await userEvent.click(screen.getByRole('tab', { name: 'LinkedIn' }));
    expect(screen.getByRole('button', { name: 'Rewrite for LinkedIn' })).toBeDisabled();
  });
});
