import type { RunningSandbox } from '../main';
import { get, startSandbox } from '../sandbox-client.test.helper';
import { renderCustomerSimulator } from './customer-simulator-page';
import { MESSAGING_ACCOUNTS } from './messaging-accounts';

const WEBHOOK_URL = 'http://127.0.0.1:9/api/responder/webhooks/meta';
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ metaWebhookUrl: WEBHOOK_URL });
});
afterAll(() => sandbox.stop());

describe('GET /_sandbox/meta/simulator', () => {
  it('renders the labelled form, the switches, a live thread and the accounts to write to', async () => {
    const page = await get(`${sandbox.url}/_sandbox/meta/simulator`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('<title>Customer simulator</title>');
    expect(page.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.text).toContain('<h1>Customer simulator</h1>');
    expect(page.text).toMatch(/<label class="field" for="account">Write to<\/label>\s*<select[^>]* id="account"/);
    expect(page.text).toMatch(/<label class="field" for="customer-name">Your name<\/label>/);
    expect(page.text).toMatch(/<input[^>]* id="customer-name"[^>]* value="Sam Customer"/);
    expect(page.text).toMatch(/<label class="field" for="message">Message<\/label>\s*<textarea[^>]* id="message"/);
    expect(page.text).toMatch(
      /<label><input type="checkbox" id="duplicate"[^>]*> Deliver twice \(duplicate\)<\/label>/,
    );
    expect(page.text).toMatch(/<label><input type="checkbox" id="bad-signature"[^>]*> Bad signature<\/label>/);
    expect(page.text).toMatch(/<button type="submit"[^>]*>Send as customer<\/button>/);
    expect(page.text).toMatch(/<p id="send-status" role="status"/);
    expect(page.text).toMatch(/<ol id="thread"[^>]* aria-live="polite"/);
    expect(page.text).toContain("'Shop reply'");
    expect(page.text).toContain('data-api-base="/_sandbox/meta"');
    expect(page.text).toContain(`<code>${WEBHOOK_URL}</code>`);
    expect(page.text).toContain('<option value="facebook:101000000000001">Alice&#39;s Bakery (Facebook page)</option>');
    expect(page.text).toContain('<option value="instagram:17841400000000001">@alicesbakery (Instagram)</option>');
    expect(page.text).toContain('<optgroup label="Bob Chen · bob.chen@example.com">');
    expect(page.text).toContain('@media (max-width: 480px)');
  });

  it('is linked from the sandbox’s index page', async () => {
    const index = await get(`${sandbox.url}/`);
    expect(index.text).toContain('<a href="/_sandbox/meta/simulator">Customer simulator</a>');
    expect(index.text).toContain(WEBHOOK_URL);
  });

  it('escapes account names and the webhook URL', () => {
    const html = renderCustomerSimulator({
      accounts: [{ ...MESSAGING_ACCOUNTS[0]!, name: '<img src=x onerror=alert(1)>' }],
      apiBase: '/_sandbox/meta"><script>',
      webhookUrl: 'http://x/"<b>',
      defaultCustomerName: 'Sam "Q" Customer',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; (Facebook page)');
    expect(html).toContain('data-api-base="/_sandbox/meta&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('value="Sam &quot;Q&quot; Customer"');
    expect(html).not.toContain('"<b>');
  });
});
