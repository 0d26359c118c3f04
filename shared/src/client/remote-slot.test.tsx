import { render, screen } from '@testing-library/react';
import { loadRemoteModule } from './remote-loader';
import { RemoteSlot } from './remote-slot';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn() }));

const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Card({ title }: { title?: string }) {
  return <h2>{`card: ${title}`}</h2>;
}

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it("loads another remote's exposed widget by name and passes it the other props", async () => {
    mockedLoad.mockResolvedValue({ default: Card });
    render(<RemoteSlot remote="responder" module="response-flow-card" fallback={<p>unavailable</p>} title="today" />);
    expect(await screen.findByRole('heading', { name: 'card: today' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('responder', 'response-flow-card');
  });

  it('shows its loading content while the widget loads', () => {
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    render(
      <RemoteSlot
        remote="assistant"
        module="assistant-pro-card"
        fallback={<p>unavailable</p>}
        loading={<p>loading card</p>}
      />,
    );
    expect(screen.getByText('loading card')).toBeInTheDocument();
  });

  it('shows its fallback when the remote cannot be loaded', async () => {
    mockedLoad.mockRejectedValue(new Error('remote down'));
    render(<RemoteSlot remote="assistant" module="missing-card" fallback={<p>card unavailable</p>} />);
    expect(await screen.findByText('card unavailable')).toBeInTheDocument();
  });

  it('shows its fallback when the widget throws, without affecting its neighbours', async () => {
    function Broken(): never {
      throw new Error('widget bug');
    }
    mockedLoad.mockImplementation(async (_remote, module) => ({ default: module === 'broken-card' ? Broken : Card }));
    render(
      <>
        <RemoteSlot remote="responder" module="broken-card" fallback={<p>broken card unavailable</p>} />
        <RemoteSlot remote="responder" module="good-card" fallback={<p>good card unavailable</p>} title="ok" />
      </>,
    );
    expect(await screen.findByText('broken card unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'card: ok' })).toBeInTheDocument();
  });

  it('tries again on the next mount after a failed load', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ default: Card });
    const first = render(<RemoteSlot remote="dashboard" module="retry-card" fallback={<p>retry unavailable</p>} />);
    expect(await screen.findByText('retry unavailable')).toBeInTheDocument();
    first.unmount();
    render(<RemoteSlot remote="dashboard" module="retry-card" fallback={<p>retry unavailable</p>} title="again" />);
    expect(await screen.findByRole('heading', { name: 'card: again' })).toBeInTheDocument();
  });
});
