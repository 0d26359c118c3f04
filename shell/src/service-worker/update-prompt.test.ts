import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showUpdatePrompt, UPDATE_PROMPT_ID } from './update-prompt';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the 'update available' prompt", () => {
  it('is announced politely, then says a new version is available with a Reload button', async () => {
    const accept = jest.fn();
    showUpdatePrompt(accept);
    // The live region is in the page (empty) before its words, so that they are announced.
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(await screen.findByText('A new version is available')).toBeVisible();
    expect(region).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(accept).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('can be dismissed', async () => {
    const accept = jest.fn();
    showUpdatePrompt(accept);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(accept).not.toHaveBeenCalled();
  });

  it('shows one prompt at a time', async () => {
    showUpdatePrompt(jest.fn());
    showUpdatePrompt(jest.fn());
    await screen.findByRole('button', { name: 'Reload' });
    expect(document.querySelectorAll(`#${UPDATE_PROMPT_ID}`)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reload' })).toHaveLength(1);
  });
});
