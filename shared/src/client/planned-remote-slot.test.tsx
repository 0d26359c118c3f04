import { render, screen } from '@testing-library/react';
import { loadRemoteModule } from './remote-loader';
import { PlannedRemoteSlot } from './planned-remote-slot';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn() }));

const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Card({ title }: { title?: string }) {
  return <h2>{`card: ${title}`}</h2>;
}

beforeEach(() => mockedLoad.mockReset());

describe('PlannedRemoteSlot', () => {
  it('renders and loads nothing while the remote does not expose the module', () => {
    const { container } = render(
      <PlannedRemoteSlot remote="responder" module="future-widget" fallback={<p>unavailable</p>} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('is a RemoteSlot once the registry lists the module', async () => {
    mockedLoad.mockResolvedValue({ default: Card });
    render(<PlannedRemoteSlot remote="responder" module="inbox-panel" fallback={<p>unavailable</p>} title="inbox" />);
    expect(await screen.findByRole('heading', { name: 'card: inbox' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('responder', 'inbox-panel');
  });
});
