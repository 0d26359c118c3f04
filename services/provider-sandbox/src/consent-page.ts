import { escapeHtml, htmlPage } from './html';
import { avatarUrl, type SampleIdentity } from './identities';

export interface ConsentPageInput {
  platformName: string;
  requestId: string;
  clientId: string;
  scopes: string[];
  identities: readonly SampleIdentity[];
  /** For avatar URLs; the form posts to the same origin the page came from. */
  publicUrl: string;
  /** What the person is agreeing to, e.g. "Install the app on alices-bakery.myshopify.com". */
  heading: string;
  describe: (identity: SampleIdentity) => string;
}

/** The page where a person (or Playwright) picks a sample identity and presses Allow or Deny. */
export function renderConsentPage(input: ConsentPageInput): string {
  const options = input.identities
    .map((identity, index) => {
      const id = `identity-${escapeHtml(identity.id)}`;
      return `<label class="identity" for="${id}">
  <input type="radio" name="identity" id="${id}" value="${escapeHtml(identity.id)}"${index === 0 ? ' checked' : ''}>
  <img src="${escapeHtml(avatarUrl(input.publicUrl, identity))}" alt="">
  <span><strong>${escapeHtml(identity.name)}</strong><br><span class="muted">${escapeHtml(input.describe(identity))}</span></span>
</label>`;
    })
    .join('\n');
  const scopes = input.scopes.length
    ? `<p class="muted">Requested access: ${input.scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(' ')}</p>`
    : '';
  const body = `<h1>${escapeHtml(input.heading)}</h1>
<p class="muted">${escapeHtml(input.platformName)} · app <code>${escapeHtml(input.clientId)}</code></p>
${scopes}
<form method="post" action="/consent">
<input type="hidden" name="request_id" value="${escapeHtml(input.requestId)}">
<fieldset>
<legend>Choose an account</legend>
${options}
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="allow" class="primary">Allow</button>
</div>
</form>`;
  return htmlPage(`${input.platformName} – consent (sandbox)`, body);
}
