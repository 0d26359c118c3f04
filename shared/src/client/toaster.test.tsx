import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppSurface } from './app-surface';
import { TOAST_DURATION_MS } from './toaster';
import { type Toasts, useToast } from './use-toast';

let toasts: Toasts;
function Grab() {
  toasts = useToast();
  return null;
}

function renderSurface() {
  return render(
    <AppSurface>
      <Grab />
    </AppSurface>,
  );
}

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a title and a description; errors are alerts, the rest status messages', () => {
    renderSurface();
    act(() => toasts.success({ title: 'Profile Updated', description: 'Your profile information has been updated.' }));
    act(() => toasts.error('Update Failed'));
    expect(screen.getByRole('status')).toHaveTextContent('Profile UpdatedYour profile information has been updated.');
    expect(screen.getByRole('alert')).toHaveTextContent('Update Failed');
  });

  it('goes away after 4.5 s, or at once with its close button', async () => {
    jest.useFakeTimers();
    renderSurface();
    act(() => toasts.info('Saved'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    jest.useRealTimers();
    act(() => toasts.warning('Careful'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('keeps the five newest', () => {
    renderSurface();
    act(() => {
      for (let n = 1; n <= 7; n += 1) toasts.info(`Toast ${n}`);
    });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Toast 3',
      'Toast 4',
      'Toast 5',
      'Toast 6',
      'Toast 7',
    ]);
  });

  it('says clearly when a screen is rendered without the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Grab />)).toThrow(/needs a ToastProvider/);
    jest.restoreAllMocks();
  });
});
