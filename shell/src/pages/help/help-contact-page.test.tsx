import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpContactMessages } from '@scp/shared/contracts/auth/help-contact';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { renderApp, signedInSession } from '../../test-support/render-app.test-helper';
import { helpTexts } from './help-texts';

jest.mock('@scp/shared/client/remote-loader', () => ({
  loadRemoteModule: (remote: string, module: string) =>
    jest.requireActual('../../test-support/mock-remotes.test-helper').fakeLoadRemoteModule(remote, module),
}));

const texts = helpTexts.contact;
const CONTACT_URL = '/api/auth/help/contact';

/** The contact endpoint's answer for this test; any other request is a 404. */
let answer: () => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = jest.fn(async (request: Request) =>
  new URL(request.url).pathname === CONTACT_URL
    ? answer()
    : json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } }),
);
const contactCalls = () =>
  fetchMock.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === CONTACT_URL);

const realFetch = globalThis.fetch;
beforeEach(() => {
  fetchMock.mockClear();
  answer = () => json(202, { sent: true });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openForm(session: 'signedIn' | 'signedOut' = 'signedOut') {
  const app = renderApp('/help/contact', session);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Contact Support' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  return app;
}

const field = (label: string) => screen.getByLabelText(label);
const send = () => userEvent.click(screen.getByRole('button', { name: texts.send }));

async function fillIn(values: { name?: string; email?: string; topic?: string; message?: string }) {
  if (values.name !== undefined) await userEvent.type(field(texts.name), values.name);
  if (values.email !== undefined) await userEvent.type(field(texts.email), values.email);
  if (values.topic !== undefined) await userEvent.selectOptions(field(texts.topic), values.topic);
  // Pasted: typing thousands of characters one by one is slow.
  if (values.message !== undefined) fireEvent.change(field(texts.message), { target: { value: values.message } });
}

const valid = {
  name: 'Ann Baker',
  email: 'ann@example.com',
  topic: texts.topics.integrations,
  message: 'My Instagram account will not connect.',
};

describe('/help/contact', () => {
  it('has a labelled field for each part of the message, and a topic list', async () => {
    await openForm();
    expect(field(texts.name)).toHaveAttribute('autocomplete', 'name');
    expect(field(texts.email)).toHaveAttribute('type', 'email');
    expect(field(texts.message).tagName).toBe('TEXTAREA');
    expect(Array.from((field(texts.topic) as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      texts.chooseTopic,
      ...Object.values(texts.topics),
    ]);
  });

  it('shows what is missing under each field, focuses the first, and sends nothing', async () => {
    await openForm();
    await send();
    expect(screen.getByText(helpContactMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText(helpContactMessages.topicRequired)).toBeInTheDocument();
    expect(screen.getByText(helpContactMessages.messageTooShort)).toBeInTheDocument();
    expect(field(texts.name)).toHaveFocus();
    expect(field(texts.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(texts.name)).toHaveAccessibleDescription(helpContactMessages.nameRequired);
    expect(contactCalls()).toHaveLength(0);

    // Once tried, each message goes as its field is put right.
    await fillIn({ name: 'Ann' });
    expect(screen.queryByText(helpContactMessages.nameRequired)).not.toBeInTheDocument();
    expect(field(texts.name)).not.toHaveAttribute('aria-invalid');
  });

  it('checks the address and the length of the message', async () => {
    await openForm();
    await fillIn({ ...valid, email: 'ann@', message: 'Too short' });
    await send();
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByText(helpContactMessages.messageTooShort)).toBeInTheDocument();
    expect(field(texts.email)).toHaveFocus();

    await fillIn({ message: 'x'.repeat(5001) });
    expect(screen.getByText(helpContactMessages.messageTooLong)).toBeInTheDocument();
    expect(screen.getByText(/5,001 \/ 5,000/)).toBeInTheDocument();
    await fillIn({ message: 'x'.repeat(5000) });
    expect(screen.queryByText(helpContactMessages.messageTooLong)).not.toBeInTheDocument();
    expect(contactCalls()).toHaveLength(0);
  });

  it("sends the message and says 'Message sent' with what happens next", async () => {
    await openForm();
    await fillIn(valid);
    await send();
    const sent = await screen.findByRole('heading', { name: texts.sent });
    expect(sent).toHaveFocus();
    expect(screen.getByText(texts.nextSteps('ann@example.com'))).toBeInTheDocument();

    const [request] = contactCalls();
    expect(request!.method).toBe('POST');
    expect(await request!.json()).toEqual({
      name: 'Ann Baker',
      email: 'ann@example.com',
      topic: 'integrations',
      message: 'My Instagram account will not connect.',
    });

    // Another message keeps who is writing and the topic, with an empty message.
    await userEvent.click(screen.getByRole('button', { name: texts.sendAnother }));
    expect(field(texts.name)).toHaveValue('Ann Baker');
    expect(field(texts.topic)).toHaveValue('integrations');
    expect(field(texts.message)).toHaveValue('');
    expect(screen.queryByText(helpContactMessages.messageTooShort)).not.toBeInTheDocument();
  });

  it("fills in a signed-in owner's name and address", async () => {
    await openForm('signedIn');
    await waitFor(() => expect(field(texts.email)).toHaveValue(signedInSession.user.email));
    expect(field(texts.name)).toHaveValue(signedInSession.user.user_metadata.full_name);
    await fillIn({ topic: texts.topics.billing, message: 'How do I change my plan?' });
    await send();
    expect(await screen.findByRole('heading', { name: texts.sent })).toBeInTheDocument();
    expect(await contactCalls()[0]!.json()).toMatchObject({ email: signedInSession.user.email, topic: 'billing' });
  });

  it('shows the rate limit text when the server answers 429, keeping what was typed', async () => {
    answer = () => json(429, { error: { code: 'RATE_LIMITED', message: 'Slow down.' } });
    await openForm();
    await fillIn(valid);
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.failedTitle);
    expect(alert).toHaveTextContent(appTexts.errors.rateLimited);
    expect(field(texts.message)).toHaveValue(valid.message);
    // A refused write is not sent again.
    expect(contactCalls()).toHaveLength(1);
  });

  it('shows a field the server refused under that field', async () => {
    answer = () =>
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid email address.', field: 'email' } });
    await openForm();
    await fillIn(valid);
    await send();
    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
    expect(field(texts.email)).toHaveAttribute('aria-invalid', 'true');
    expect(field(texts.email)).toHaveFocus();
    await userEvent.type(field(texts.email), 'x');
    expect(screen.queryByText('Invalid email address.')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it cannot send the mail", async () => {
    const reason = 'Your message could not be sent right now. Please try again in a few minutes.';
    answer = () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: reason } });
    await openForm();
    await fillIn(valid);
    await send();
    // A server error is tried once more (after 1 s) before it is shown.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(reason);
    expect(screen.queryByRole('heading', { name: texts.sent })).not.toBeInTheDocument();
  });
});
