// Helpers shared by the billing tests: a real webhook endpoint, and the calls a service's billing
// adapter (Stripe-style form posts with the secret key) and a browser on the hosted page make.
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_BILLING } from '../default-clients';
import type { RunningSandbox } from '../main';
import { answer, APP_ORIGIN, type Answer } from '../sandbox-client.test.helper';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
  event: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read arbitrary event JSON
}

/** A webhook endpoint on a free port; `answer` decides each response (default 200). */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: (res: ServerResponse, index: number) => void = (res) => res.writeHead(200).end('ok');
  private readonly server: Server;
  private readonly arrivals = new EventEmitter();

  private constructor() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const index = this.received.length;
        this.received.push({ headers: req.headers, rawBody: body, event: JSON.parse(body) });
        this.answer(res, index);
        this.arrivals.emit('arrival');
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks/billing`;
  }

  /** Resolves once `count` deliveries arrived in all. */
  async waitFor(count: number): Promise<ReceivedWebhook[]> {
    while (this.received.length < count) await once(this.arrivals, 'arrival');
    return this.received.slice(0, count);
  }

  reset(): void {
    this.received.length = 0;
    this.answer = (res) => res.writeHead(200).end('ok');
  }

  async close(): Promise<void> {
    const closed = new Promise((resolve) => this.server.close(resolve));
    this.server.closeAllConnections();
    await closed;
  }
}

/** A secret-key API call; `body` is sent form-encoded (as Stripe's SDKs do) unless `json` is set. */
export async function api(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  body?: Record<string, string> | object,
  options: { key?: string | null; json?: boolean } = {},
): Promise<Answer> {
  const key = options.key === undefined ? SANDBOX_BILLING.secretKey : options.key;
  const headers: Record<string, string> = key === null ? {} : { Authorization: `Bearer ${key}` };
  let payload: string | undefined;
  if (body && options.json) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body as Record<string, string>).toString();
  }
  return answer(await fetch(`${sandbox.url}/billing${path}`, { method, headers, body: payload, redirect: 'manual' }));
}

export const SUCCESS_URL = `${APP_ORIGIN}/settings/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`;
export const CANCEL_URL = `${APP_ORIGIN}/settings/billing?checkout=canceled`;

/** What the settings service sends to start a checkout; `overrides` with undefined drop a field. */
export function sessionForm(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const form: Record<string, string | undefined> = {
    mode: 'subscription',
    'line_items[0][price]': 'price_sandbox_growth_monthly',
    'line_items[0][quantity]': '1',
    client_reference_id: '65f000000000000000000001',
    'subscription_data[metadata][user_id]': '65f000000000000000000001',
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export async function createSession(
  sandbox: RunningSandbox,
  overrides: Record<string, string | undefined> = {},
): Promise<{ id: string; url: string; [key: string]: unknown }> {
  const answer = await api(sandbox, 'POST', '/v1/checkout/sessions', sessionForm(overrides));
  if (answer.status !== 200) throw new Error(`checkout session refused: ${answer.text}`);
  return answer.json;
}

/** The browser pressing Subscribe on the hosted page. */
export async function pay(
  sandbox: RunningSandbox,
  sessionId: string,
  cardNumber = '4242 4242 4242 4242',
): Promise<Answer> {
  return answer(
    await fetch(`${sandbox.url}/billing/checkout/${sessionId}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card_number: cardNumber }),
      redirect: 'manual',
    }),
  );
}

/** `GET /billing/events`, newest first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary event JSON
export async function sentEvents(sandbox: RunningSandbox): Promise<any[]> {
  return (await fetch(`${sandbox.url}/billing/events`)).json();
}
