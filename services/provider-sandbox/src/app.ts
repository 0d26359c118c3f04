import express, { type ErrorRequestHandler, type Express } from 'express';
import { avatarSvg } from './avatars';
import { billingErrorHandler, billingRouter } from './billing/billing-routes';
import { dataEndpointsMiddleware, findDataEndpoint } from './data-endpoints';
import { faultsMiddleware } from './faults';
import { escapeHtml, htmlPage } from './html';
import { findIdentity, SAMPLE_IDENTITIES } from './identities';
import { llmApiKeyFromEnv } from './llm/llm-common';
import { LlmRequestLog } from './llm/llm-request-log';
import { isLlmCall, llmErrorHandler, llmRouter, llmSandboxRouter } from './llm/llm-routes';
import { mailboxRouter } from './mail/mailbox-routes';
import type { Mailbox } from './mail/mailbox';
import { registerConversationsApi } from './messaging/conversations-api';
import { graphBodyToken } from './messaging/graph-body-token';
import { commentsRouter } from './comments/comment-routes';
import { competitorPublicRouter, competitorsSandboxRouter } from './competitors/competitor-public-api';
import { hashtagPublicRouter } from './competitors/hashtag-public-api';
import { registerCommentsGraphApi } from './comments/comments-graph-api';
import { messagingRouter } from './messaging/messaging-routes';
import { messagingOf } from './messaging/messaging-state';
import { registerSendApi } from './messaging/send-api';
import { OAuthError } from './oauth-error';
import { OAuthFlow, sendErrorPage, type SandboxContext } from './oauth-flow';
import { PROVIDER_IDS, PROVIDER_NAMES, type ProviderId } from './provider-ids';
import { mountApple } from './providers/apple';
import { mountGoogle } from './providers/google';
import { mountLinkedin } from './providers/linkedin';
import { mountMeta } from './providers/meta';
import { mountPinterest } from './providers/pinterest';
import { mountShopify } from './providers/shopify';
import { mountTiktok } from './providers/tiktok';
import { mountX } from './providers/x';
import { publishedRouter } from './publishing/published-routes';
import { sandboxRouter } from './sandbox-routes';

const MOUNTS: Record<ProviderId, (router: express.Router, flow: OAuthFlow) => void> = {
  google: mountGoogle,
  apple: mountApple,
  shopify: mountShopify,
  meta: mountMeta,
  tiktok: mountTiktok,
  linkedin: mountLinkedin,
  x: mountX,
  pinterest: mountPinterest,
};

const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof OAuthError) {
    res.status(error.status).json({ error: error.error, error_description: error.description });
    return;
  }
  const type = (error as { type?: string }).type;
  const status = (error as { status?: number }).status;
  if (type === 'entity.parse.failed' || (typeof status === 'number' && status >= 400 && status < 500)) {
    res.status(status ?? 400).json({
      error: 'invalid_request',
      error_description:
        type === 'entity.parse.failed' ? 'The request body could not be read.' : 'The request could not be read.',
    });
    return;
  }
  console.error('provider-sandbox: unexpected error', error);
  res.status(500).json({ error: 'server_error', error_description: 'The sandbox failed unexpectedly.' });
};

export function createApp(ctx: SandboxContext, mailbox: Mailbox): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(express.json({ limit: '1mb' }));

  const flow = new OAuthFlow(ctx);

  app.get('/', (_req, res) => {
    const providers = PROVIDER_IDS.map(
      (id) => `<li>${escapeHtml(PROVIDER_NAMES[id])}: <code>${escapeHtml(`${ctx.publicUrl}/${id}`)}</code></li>`,
    ).join('');
    const people = SAMPLE_IDENTITIES.map(
      (identity) => `<li><code>${identity.id}</code> ${escapeHtml(identity.name)} (${escapeHtml(identity.email)})</li>`,
    ).join('');
    const billing = `<h2>Billing (card payments)</h2><ul>
<li>Stripe-like API: <code>${escapeHtml(`${ctx.publicUrl}/billing/v1`)}</code> (<code>/prices</code>, <code>/checkout/sessions</code>, <code>/subscriptions/&lt;id&gt;</code>; Bearer secret key)</li>
<li>Hosted checkout: <code>${escapeHtml(`${ctx.publicUrl}/billing/checkout/`)}&lt;session&gt;</code> (test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined)</li>
<li><a href="/billing/events">Webhook events sent</a> to <code>${escapeHtml(ctx.billingWebhooks.url)}</code></li>
</ul>`;
    const llm = `<h2>LLM (scripted model: deterministic tool calls, answers quoting the tool results)</h2><ul>
<li>Gemini API: <code>${escapeHtml(`${ctx.publicUrl}/llm/gemini`)}</code> (<code>/v1beta/models/&lt;model&gt;:generateContent</code>, <code>:streamGenerateContent?alt=sse</code>; <code>x-goog-api-key</code> header)</li>
<li>OpenAI-compatible API: <code>${escapeHtml(`${ctx.publicUrl}/llm/openai/v1`)}</code> (<code>/chat/completions</code>, <code>"stream": true</code> for SSE; Bearer key)</li>
<li><a href="/_sandbox/llm/requests">Requests received</a>; <code>DELETE /_sandbox/llm/requests</code> clears them; faults: <code>{"provider":"llm","kind":"rate_limit"}</code></li>
</ul>`;
    const messaging = `<h2>Messaging (Messenger and Instagram)</h2><ul>
<li><a href="/_sandbox/meta/simulator">Customer simulator</a>: write to a sample page or Instagram account as a customer; signed webhooks go to <code>${escapeHtml(messagingOf(ctx).webhooks.url)}</code></li>
<li>Send API: <code>POST ${escapeHtml(`${ctx.publicUrl}/meta/v23.0/me/messages`)}</code> with a page token from <code>/me/accounts</code>; threads: <code>GET …/&lt;page or Instagram id&gt;/conversations</code></li>
<li><a href="/_sandbox/meta/conversations">Conversations</a>, <a href="/_sandbox/meta/sent-messages">messages the app sent</a>, <a href="/_sandbox/meta/accounts">accounts customers can write to</a>; <code>POST /_sandbox/meta/customer-messages</code> for tests</li>
</ul>`;
    res.type('html').send(
      htmlPage(
        'Provider sandbox',
        `<h1>Provider sandbox</h1><h2>Platforms</h2><ul>${providers}</ul><h2>Sample identities</h2><ul>${people}</ul>${billing}${llm}${messaging}<h2>Test switches</h2><ul>
<li><code>POST /_sandbox/faults</code> <code>{"provider":"meta","kind":"rate_limit"}</code> (or <code>server_error</code>, <code>slow</code>); <a href="/_sandbox/faults">active faults</a>; <code>DELETE /_sandbox/faults</code> clears them</li>
<li><code>POST /_sandbox/tokens/revoke</code> <code>{"provider":"tiktok","identity":"alice"}</code>: the person removes the app</li>
</ul><h2>Publishing</h2><ul><li><a href="/_sandbox/published">Published posts</a> on every sample account (JSON with <code>Accept: application/json</code>); sample media at <code>/_sandbox/published/samples/photo.jpg</code>, <code>photo.png</code>, <code>clip.mp4</code>, <code>not-media.jpg</code></li></ul><p><a href="/mailbox.html">Mailbox</a></p>`,
      ),
    );
  });
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/identities', (_req, res) => {
    res.json(SAMPLE_IDENTITIES);
  });
  app.get('/avatars/:file', (req, res) => {
    const identity = findIdentity(String(req.params.file).replace(/\.svg$/, ''));
    if (!identity) {
      res.status(404).json({ error: 'not_found', error_description: 'No such avatar.' });
      return;
    }
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(avatarSvg(identity));
  });
  app.post('/consent', flow.consent);
  app.use(mailboxRouter(mailbox));
  // Its own error handler: body and parameter errors under /billing answer in Stripe's shape.
  app.use('/billing', billingRouter(ctx), billingErrorHandler);
  // Per app, so parallel test sandboxes never see each other's LLM requests.
  const llmLog = new LlmRequestLog();
  app.use('/_sandbox/llm', llmSandboxRouter(llmLog));
  app.use('/_sandbox/meta', commentsRouter(ctx));
  app.use('/_sandbox/meta', messagingRouter(ctx));
  app.use('/_sandbox/published', publishedRouter(ctx));
  app.use('/_sandbox/competitors', competitorsSandboxRouter());
  app.use('/_sandbox', sandboxRouter(ctx));

  // Before the platforms: a switched-on fault answers in the platform's place.
  app.use(
    faultsMiddleware(ctx.faults, (provider, method, path) =>
      provider === 'llm'
        ? isLlmCall(method, path)
        : findDataEndpoint(method, `/${provider}${path}`)?.endpoint.provider === provider,
    ),
  );
  // The public-data endpoints that take the app's own token (a Page, TikTok research) or look past
  // the owner's account (Business Discovery), before the person-token endpoints they fall back to.
  app.use(competitorPublicRouter(ctx));
  // Instagram's hashtag search, before the Graph endpoints would answer its paths as unknown nodes.
  app.use(hashtagPublicRouter(ctx));
  for (const provider of PROVIDER_IDS) {
    const router = express.Router();
    MOUNTS[provider](router, flow);
    app.use(`/${provider}`, router);
  }
  registerSendApi();
  registerCommentsGraphApi();
  registerConversationsApi();
  app.use(graphBodyToken);
  app.use(dataEndpointsMiddleware(ctx));
  // Its own error handler: unreadable bodies under /llm answer in Google's or OpenAI's shape.
  app.use(
    '/llm',
    llmRouter({ apiKey: llmApiKeyFromEnv(process.env.SANDBOX_LLM_API_KEY), log: llmLog }),
    llmErrorHandler,
  );

  app.use((_req, res) => {
    sendErrorPage(res, 404, 'not_found', 'The sandbox has no endpoint at this path.');
  });
  app.use(errorHandler);
  return app;
}
