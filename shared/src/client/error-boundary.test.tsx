import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('boom');
  return <p>content</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a child that throws and reports the error', () => {
    const onError = jest.fn();
    render(
      <>
        <ErrorBoundary fallback={<p>section failed</p>} onError={onError}>
          <Boom fail />
        </ErrorBoundary>
        <p>neighbour</p>
      </>,
    );
    expect(screen.getByText('section failed')).toBeInTheDocument();
    expect(screen.getByText('neighbour')).toBeInTheDocument();
    expect(onError.mock.calls[0][0]).toEqual(new Error('boom'));
  });

  it('recovers when its reset key changes', async () => {
    function Harness() {
      const [attempt, setAttempt] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setAttempt(1)}>
            retry
          </button>
          <ErrorBoundary fallback={<p>section failed</p>} resetKey={attempt}>
            <Boom fail={attempt === 0} />
          </ErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByText('section failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('passes the error and a reset function to a fallback function', () => {
    render(
      <ErrorBoundary fallback={(error) => <p>{`failed: ${error.message}`}</p>}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed: boom')).toBeInTheDocument();
  });
});
