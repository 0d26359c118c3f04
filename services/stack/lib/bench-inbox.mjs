// `BENCH_ONLY=inbox npm run bench` (and a full `npm run bench`): the inbox at volume (issue 33).
//
// 1. A burst of 5,000 Meta webhooks (messages and comments, some resent as Meta does) from 500
//    customers to the 50 pages and Instagram accounts of the sandbox's sample owners, sent by the
//    sandbox through the gateway at once; then the wait until the responder has processed each one,
//    and the count of what it stored: every message and comment once (none twice, none lost).
// 2. The /inbox list of an owner with 10,000 conversations: GET /api/responder/conversations through
//    the gateway, the first page, deep pages by cursor, a filter and a search, p50/p95 of each. The
//    conversations are written straight into the responder's collections in the shape the service
//    writes them (conversations, their message log lines and the customers' profiles): 10,000
//    threads through webhooks would take the bench longer than the list it measures.
// Each figure is printed as soon as it is measured (on two shared cores the whole takes many
// minutes); BENCH_INBOX_SKIP_BURST=1 measures the list alone.
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './stack.mjs';

const require = createRequire(import.meta.url);

/**
 * The sample owners whose Facebook pages (and the Instagram accounts linked to them) take the burst:
 * Alice's 3, Bob's 2 and the multi-location Dana's 45, the 50 pages the issue names.
 */
const BURST_OWNERS = ['alice', 'bob', 'dana'];
const BURST_DELIVERIES = 5000;
/** Sent twice (`duplicate`), as Meta resends: 4,500 messages and comments, 5,000 webhooks. */
const BURST_RESENT = 500;
const BURST_UNIQUE = BURST_DELIVERIES - BURST_RESENT;
const BURST_CUSTOMERS = 500;
const BURST_CONCURRENCY = 32;
/** Every third one is a comment under the account's newest post. */
const COMMENT_EVERY = 3;
/** The bound on the wait for the responder to process the burst (on two shared cores it takes minutes). */
const BURST_DRAIN_MS = 15 * 60_000;
/** Seldom enough that the counting does not slow the database it waits for. */
const BURST_POLL_MS = 2000;
const BURST_TEXTS = [
  'Hi! Where is my order?',
  'Do you have gift boxes in stock?',
  'Love this, thank you!',
  'What time do you open on Sunday?',
  'My parcel arrived broken, I want a refund.',
];

const LIST_CONVERSATIONS = 10_000;
const LIST_REQUESTS = Number(process.env.BENCH_INBOX_LIST_REQUESTS ?? 200);
const LIST_SEARCHES = ['refund', 'gift box', 'Customer 42', 'sunday'];

/** The signed-in owner connects Facebook and Instagram as a sample identity through the sandbox's consent pages. */
async function connectMeta(api, identity) {
  for (const platform of ['facebook', 'instagram']) {
    const started = await api.post('/api/settings/integrations/connect', { data: { platform, mode: 'page' } });
    if (!started.ok()) throw new Error(`bench inbox connect ${platform}: ${started.status()} ${await started.text()}`);
    const consent = new URL((await started.json()).authorizationUrl);
    consent.searchParams.set('sandbox_identity', identity);
    const back = await fetch(consent, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location'));
    const done = await api.get(`${callback.pathname}${callback.search}`, { maxRedirects: 0 });
    if (!/_status=success/.test(done.headers().location ?? ''))
      throw new Error(`bench inbox connect ${platform}: ${done.headers().location}`);
  }
  return (await (await api.get('/api/settings/integrations/accounts')).json()).accounts;
}

async function postJson(url, body) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (answer.status !== 201) throw new Error(`bench inbox ${url}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * The burst: each owner signed up and connected (their first sync done before it, so the burst
 * meets the responder alone), every account given a post to comment under, then 4,500 customer
 * messages and comments (500 of them delivered twice) written to the sandbox 32 at a time.
 */
async function measureBurst({ stack, request, signUpOwner, syncAllAccounts, db }) {
  const contexts = [];
  try {
    for (const identity of BURST_OWNERS) {
      const context = await request.newContext({ baseURL: stack.gatewayUrl });
      contexts.push(context);
      await signUpOwner(context, `bench-inbox-${identity}`);
      await syncAllAccounts(context, await connectMeta(context, identity));
    }
    const { accounts: all } = await (await fetch(`${stack.sandboxUrl}/_sandbox/meta/accounts`)).json();
    const pages = all.filter((account) => BURST_OWNERS.includes(account.ownerIdentity));
    for (const page of pages)
      await postJson(`${stack.sandboxUrl}/_sandbox/published/${page.platform}/${page.id}/seed`, {
        count: 1,
        text: 'Fresh rye today',
      });

    const write = (index) => {
      const page = pages[index % pages.length];
      const body = {
        platform: page.platform,
        accountId: page.id,
        customerName: `Burst Customer ${index % BURST_CUSTOMERS}`,
        text: `${BURST_TEXTS[index % BURST_TEXTS.length]} (${index})`,
        duplicate: index % (BURST_UNIQUE / BURST_RESENT) === 0,
      };
      return index % COMMENT_EVERY === COMMENT_EVERY - 1
        ? postJson(`${stack.sandboxUrl}/_sandbox/meta/comments`, body).then((answer) => ({
            kind: 'comment',
            id: answer.comment.id,
            deliveries: answer.deliveries,
          }))
        : postJson(`${stack.sandboxUrl}/_sandbox/meta/customer-messages`, body).then((answer) => ({
            kind: 'message',
            id: answer.mid,
            deliveries: answer.deliveries,
          }));
    };
    const started = performance.now();
    const results = [];
    let next = 0;
    const worker = async () => {
      while (next < BURST_UNIQUE) {
        const index = next;
        next += 1;
        results.push(await write(index));
      }
    };
    await Promise.all(Array.from({ length: BURST_CONCURRENCY }, worker));
    const burstSeconds = (performance.now() - started) / 1000;
    const deliveries = results.flatMap((result) => result.deliveries);
    const notAccepted = deliveries.filter((delivery) => delivery.status !== 200).length;

    const mids = results.filter((result) => result.kind === 'message').map((result) => result.id);
    const commentIds = results.filter((result) => result.kind === 'comment').map((result) => result.id);
    // The burst's are the only events on this stack: counting all of them spares the database a
    // lookup of 4,500 ids on each poll.
    const processed = async () =>
      (await db.collection('webhook_events').countDocuments({ processedAt: { $ne: null } })) +
      (await db.collection('comment_events').countDocuments({ processedAt: { $ne: null } }));
    const deadline = Date.now() + BURST_DRAIN_MS;
    let done = await processed();
    while (done < BURST_UNIQUE && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, BURST_POLL_MS));
      done = await processed();
    }
    const drainSeconds = (performance.now() - started) / 1000;

    const stored = async (collection, field, ids) => {
      const docs = await db
        .collection(collection)
        .find({ [field]: { $in: ids } }, { projection: { [field]: 1 } })
        .toArray();
      return { docs: docs.length, distinct: new Set(docs.map((doc) => doc[field])).size };
    };
    const messages = await stored('message_log', 'messageId', mids);
    const comments = await stored('comment_logs', 'commentId', commentIds);
    const messageEvents = await stored('webhook_events', 'messageId', mids);
    const commentEvents = await stored('comment_events', 'commentId', commentIds);
    return {
      owners: BURST_OWNERS.length,
      pages: pages.map((page) => `${page.platform} ${page.name}`),
      facebookPages: pages.filter((page) => page.platform === 'facebook').length,
      customers: BURST_CUSTOMERS,
      webhooks: deliveries.length,
      notAccepted,
      redelivered: deliveries.filter((delivery) => delivery.attempts > 1).length,
      unique: BURST_UNIQUE,
      uniqueMessages: mids.length,
      uniqueComments: commentIds.length,
      processed: done,
      burstSeconds,
      drainSeconds,
      messages,
      comments,
      events: {
        docs: messageEvents.docs + commentEvents.docs,
        distinct: messageEvents.distinct + commentEvents.distinct,
      },
    };
  } finally {
    for (const context of contexts) await context.dispose();
  }
}

/** 10,000 conversations of one owner, as the responder writes them, with a message log line and a named customer each. */
async function seedConversations(db, userId) {
  const { ObjectId } = require(require.resolve('mongodb', { paths: [path.join(repoRoot, 'services/responder')] }));
  const now = Date.now();
  const conversations = [];
  const logs = [];
  const profiles = [];
  for (let index = 0; index < LIST_CONVERSATIONS; index += 1) {
    const platform = index % 4 === 3 ? 'instagram' : 'facebook';
    const accountId = platform === 'facebook' ? '109900000000001' : '17841409900000001';
    const senderId = `${platform === 'facebook' ? 2 : 3}${String(index).padStart(15, '0')}`;
    const comment = index % 5 === 4;
    // One conversation a minute back over the last week, so the list's order is the seed's.
    const at = new Date(now - index * 60_000);
    const text = `${BURST_TEXTS[index % BURST_TEXTS.length]} (${index})`;
    const fromCustomer = index % 3 !== 2;
    const needsReply = fromCustomer && index % 2 === 0;
    const openTask = index % 10 === 0;
    conversations.push({
      _id: new ObjectId(),
      userId,
      platform,
      accountId,
      senderId,
      lastActivityAt: at,
      lastText: text,
      lastFrom: fromCustomer ? 'customer' : 'bot',
      lastCustomerMessageAt: at,
      unreadCount: needsReply ? 1 : 0,
      readAt: needsReply ? null : at,
      needsReply,
      openTask,
      done: !needsReply && !openTask,
      channel: comment ? 'comment' : 'message',
      postId: comment ? `${accountId}_${index % 50}` : null,
      customerName: comment ? `Customer ${index}` : null,
      // What the responder writes for search (conversations/conversation-search.ts): the customer's
      // id and name, the last text and their messages, in lower case.
      searchText: [senderId, `Customer ${index}`, text, ...(comment ? [] : [text])].join('\n').toLowerCase(),
      createdAt: at,
      updatedAt: at,
    });
    if (comment) continue;
    logs.push({
      userId,
      platform,
      accountId,
      senderId,
      messageId: `m_bench_${index}`,
      text,
      inquiryType: 'general',
      sentiment: 'neutral',
      confidence: 0.9,
      productMentions: [],
      orderNumbers: [],
      responseStatus: fromCustomer ? 'pending' : 'auto_responded',
      responseText: null,
      respondedAt: null,
      sentVia: null,
      escalationReason: null,
      failureReason: null,
      suggestedResponse: null,
      archivedAt: null,
      replyClaimedAt: null,
      answeredByReplyId: null,
      // Taken in by its conversation: the list's catch-up finds nothing to do, as in a running inbox.
      conversationAt: at,
      sentAt: at,
      createdAt: at,
      updatedAt: at,
    });
    profiles.push({
      platform,
      accountId,
      senderId,
      name: `Customer ${index}`,
      username: null,
      pictureUrl: null,
      fetchedAt: at,
      attemptedAt: at,
    });
  }
  const started = performance.now();
  for (const [collection, docs] of [
    ['conversations', conversations],
    ['message_log', logs],
    ['customer_profiles', profiles],
  ])
    for (let from = 0; from < docs.length; from += 1000)
      await db.collection(collection).insertMany(docs.slice(from, from + 1000), { ordered: false });
  return { conversations: conversations.length, logs: logs.length, seconds: (performance.now() - started) / 1000 };
}

/** The list as the /inbox page asks for it, timed one request at a time through the gateway. */
async function measureList({ stack, request, signUpOwner, db, percentile, pad }) {
  const context = await request.newContext({ baseURL: stack.gatewayUrl });
  try {
    await signUpOwner(context, 'bench-inbox-list');
    const { user } = await (await context.get('/api/auth/user')).json();
    const seeded = await seedConversations(db, user.id);
    console.log(
      `\n/inbox list of an owner with ${seeded.conversations} conversations: GET /api/responder/conversations through the gateway`,
    );
    console.log(
      `  written straight into the responder's collections in 1,000s (${seeded.conversations} conversations, ${seeded.logs} message log lines and named customers, ${seeded.seconds.toFixed(1)} s)`,
    );
    // Node's fetch with the session cookie: no browser between the clock and the gateway.
    const cookie = (await context.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const list = async (query) => {
      const url = `${stack.gatewayUrl}/api/responder/conversations?${new URLSearchParams(query)}`;
      const started = performance.now();
      const answer = await fetch(url, { headers: { cookie } });
      const text = await answer.text();
      const ms = performance.now() - started;
      if (answer.status !== 200) throw new Error(`bench inbox ${url}: ${answer.status} ${text.slice(0, 500)}`);
      return { ms, body: JSON.parse(text) };
    };

    // The whole list once, page by page (the cursors of the deep pages; not timed).
    const cursors = [];
    let walked = 0;
    for (let page = await list({}); ; page = await list({ cursor: cursors[cursors.length - 1] })) {
      walked += page.body.conversations.length;
      if (!page.body.next_cursor) break;
      cursors.push(page.body.next_cursor);
    }
    if (walked !== LIST_CONVERSATIONS)
      throw new Error(`bench inbox: the list walked ${walked} conversations, not ${LIST_CONVERSATIONS}`);
    console.log(`  the whole list walks in ${cursors.length + 1} pages of 30`);

    const times = {};
    const timed = async (kind, queryOf) => {
      times[kind] = [];
      for (let k = 0; k < LIST_REQUESTS; k += 1) times[kind].push((await list(queryOf(k))).ms);
      console.log(
        `  ${pad(kind, 34)} ${times[kind].length} requests: p50 ${percentile(times[kind], 50).toFixed(1)} ms, p95 ${percentile(times[kind], 95).toFixed(1)} ms`,
      );
    };
    await list({});
    await timed('first page', () => ({}));
    // Pages in the second half of the list.
    await timed('deep pages (cursor)', (k) => ({
      cursor: cursors[Math.floor(cursors.length / 2) + (k % Math.ceil(cursors.length / 2))],
    }));
    await timed('filter needs_reply, first page', () => ({ filter: 'needs_reply' }));
    await timed('filter task, deep page', (k) => ({ filter: 'task', cursor: cursors[cursors.length - 1 - (k % 50)] }));
    await timed('search (text or name)', (k) => ({ q: LIST_SEARCHES[k % LIST_SEARCHES.length] }));
    const found = await list({ q: 'Customer 42' });
    return {
      ...seeded,
      walked,
      pages: cursors.length + 1,
      times,
      searchHits: found.body.conversations.length,
    };
  } finally {
    await context.dispose();
  }
}

/**
 * The stack for both parts: the limiter's points raised so the bench's own requests never meet it,
 * and the per-page webhook pace (200 a minute, queued beyond) lifted so the burst measures the
 * responder's storing and processing, not the pace. `onStack` lets bench.mjs stop it on a signal.
 */
export async function measureInbox({ startBenchStack, signUpOwner, syncAllAccounts, onStack, percentile, pad }) {
  const stack = await startBenchStack('responder-inbox', {
    RATE_LIMIT_POINTS: '100000',
    RESPONDER_WEBHOOKS_PER_PAGE: '1000000',
    // A week of history: the connections' first syncs are not what this measures.
    SYNC_HISTORY_DAYS: '7',
  });
  onStack(stack);
  const { request } = require(require.resolve('playwright-core', { paths: [repoRoot] }));
  const { MongoClient } = require(require.resolve('mongodb', { paths: [path.join(repoRoot, 'services/responder')] }));
  const mongo = new MongoClient(stack.mongoUri);
  try {
    const db = mongo.db('responder');
    const burst =
      process.env.BENCH_INBOX_SKIP_BURST === '1'
        ? undefined
        : await measureBurst({ stack, request, signUpOwner, syncAllAccounts, db });
    if (burst) printBurst(burst);
    const list = await measureList({ stack, request, signUpOwner, db, percentile, pad });
    return { burst, list };
  } finally {
    await mongo.close();
    await stack.stop();
    onStack(undefined);
  }
}

function printBurst(burst) {
  console.log(
    `\nInbox burst (issue 33): ${burst.webhooks} webhooks (${burst.uniqueMessages} messages and ${burst.uniqueComments} comments, ${burst.webhooks - burst.unique} of them resent) from ${burst.customers} customers through the gateway, the per-page pace of 200 a minute lifted`,
  );
  console.log(
    `  to ${burst.pages.length} pages and accounts (${burst.facebookPages} Facebook pages, ${burst.pages.length - burst.facebookPages} Instagram accounts) of ${burst.owners} owners (${BURST_OWNERS.join(', ')}), ${Math.round(BURST_DELIVERIES / burst.pages.length)} webhooks each`,
  );
  console.log(
    `  sent: ${burst.webhooks} webhooks accepted in ${burst.burstSeconds.toFixed(1)} s (${(burst.webhooks / burst.burstSeconds).toFixed(0)} deliveries/s, ${BURST_CONCURRENCY} at a time); not accepted ${burst.notAccepted}, delivered again by the sandbox ${burst.redelivered}`,
  );
  console.log(
    `  processed: ${burst.processed} of ${burst.unique}, all ${burst.drainSeconds.toFixed(1)} s after the first send (${(burst.unique / burst.drainSeconds).toFixed(1)} a second)`,
  );
  console.log(
    `  stored: message log ${burst.messages.docs} (distinct ${burst.messages.distinct}) of ${burst.uniqueMessages}, comment log ${burst.comments.docs} (distinct ${burst.comments.distinct}) of ${burst.uniqueComments}, webhook events ${burst.events.docs} (distinct ${burst.events.distinct})`,
  );
  console.log(`  stored twice: ${burstDuplicates(burst)} (must be 0); lost: ${burstLost(burst)} (must be 0)`);
}

const burstDuplicates = (burst) =>
  burst.messages.docs - burst.messages.distinct + (burst.comments.docs - burst.comments.distinct);
const burstLost = (burst) => burst.unique - burst.messages.distinct - burst.comments.distinct;

/** The figures were printed as they were measured: this fails the bench if the burst lost or repeated any. */
export function printInbox({ burst, list }) {
  console.log(
    `\nInbox: ${burst ? `burst to ${burst.pages.length} pages: ${burst.processed} of ${burst.unique} processed, ${burstDuplicates(burst)} stored twice, ${burstLost(burst)} lost` : 'burst left out (BENCH_INBOX_SKIP_BURST=1)'}; list of ${list.walked} conversations`,
  );
  if (!burst) return;
  if (
    burst.notAccepted !== 0 ||
    burstDuplicates(burst) !== 0 ||
    burstLost(burst) !== 0 ||
    burst.processed !== burst.unique
  )
    throw new Error(
      `the inbox burst stored ${burstDuplicates(burst)} twice, lost ${burstLost(burst)}, left ${burst.unique - burst.processed} unprocessed and had ${burst.notAccepted} webhooks refused`,
    );
}
