import { escapeHtml, htmlPage } from '../html';
import type { MessagingAccount } from './messaging-accounts';

/** A post the app published on a page or Instagram account: a customer can comment under it. */
export interface CommentablePost {
  platform: MessagingAccount['platform'];
  accountId: string;
  id: string;
  text: string;
}

export interface CustomerSimulatorInput {
  accounts: readonly MessagingAccount[];
  /** The accounts' published posts, newest first (the comment form's choices besides each account's newest). */
  posts?: readonly CommentablePost[];
  /** Where the page's script calls the `/_sandbox/meta` API: the path the page was served under. */
  apiBase: string;
  /** Shown so a person knows where the webhooks go (and why nothing arrives when the app is down). */
  webhookUrl: string;
  defaultCustomerName: string;
}

// The page's own look on top of html.ts's: a chat thread, and full width on a phone (375 px).
const STYLE = `<style>
  textarea.text, select.text { font: inherit; padding: 8px 10px; border: 1px solid #8c959f; border-radius: 6px;
                               width: 100%; box-sizing: border-box; background: #fff; }
  .muted code { overflow-wrap: anywhere; }
  .switches label { display: flex; gap: 8px; align-items: center; margin: 6px 0; }
  .thread { list-style: none; padding: 0; margin: 12px 0 0; display: flex; flex-direction: column; gap: 10px; }
  .msg { max-width: 85%; padding: 8px 12px; border-radius: 12px; overflow-wrap: anywhere; }
  .msg p { margin: 4px 0; white-space: pre-wrap; }
  .msg .who { font-weight: 600; font-size: .85rem; }
  .msg .meta { font-size: .8rem; color: #57606a; }
  .msg.customer { align-self: flex-end; background: #ddf4ff; }
  .msg.shop { align-self: flex-start; background: #f6f8fa; border: 1px solid #d0d7de; }
  @media (max-width: 480px) { main { margin: 0; border-radius: 0; padding: 20px 16px; } .msg { max-width: 100%; } }
</style>`;

// Plain ES2017 for any browser; it only calls the sandbox's JSON API and writes with textContent.
const SCRIPT = `<script>
(function () {
  var form = document.getElementById('simulator-form');
  var base = form.getAttribute('data-api-base');
  var defaultName = form.getAttribute('data-default-name');
  var account = document.getElementById('account');
  var nameInput = document.getElementById('customer-name');
  var text = document.getElementById('message');
  var duplicate = document.getElementById('duplicate');
  var badSignature = document.getElementById('bad-signature');
  var button = document.getElementById('send');
  var status = document.getElementById('send-status');
  var thread = document.getElementById('thread');
  var empty = document.getElementById('thread-empty');
  var shown = new Map();
  var deliveryText = new Map();
  var threadKey = '';
  var polling = false;

  function customerName() { return nameInput.value.trim() || defaultName; }
  function target() {
    var parts = account.value.split(':');
    return { platform: parts[0], accountId: parts[1] };
  }
  function describe(deliveries) {
    return deliveries.map(function (d) {
      if (d.status === 0) return 'Not delivered (no answer)';
      return (d.status >= 200 && d.status < 300 ? 'Delivered' : 'Rejected') + ' (' + d.status + ')';
    }).join(', then ');
  }
  function time(iso) {
    return new Date(iso).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' });
  }
  function metaText(message) {
    if (message.from === 'page') return time(message.at) + ' · ' + message.messagingType + (message.tag ? ' ' + message.tag : '');
    var delivery = deliveryText.get(message.mid);
    return time(message.at) + (delivery ? ' · ' + delivery : '');
  }
  function item(message) {
    var li = document.createElement('li');
    li.className = 'msg ' + (message.from === 'page' ? 'shop' : 'customer');
    var who = document.createElement('span');
    who.className = 'who';
    who.textContent = message.from === 'page' ? 'Shop reply' : 'You (' + customerName() + ')';
    var body = document.createElement('p');
    body.textContent = message.text;
    var meta = document.createElement('span');
    meta.className = 'meta';
    meta.textContent = metaText(message);
    li.append(who, body, meta);
    return { li: li, meta: meta, message: message };
  }
  function currentKey() { return account.value + '|' + customerName().toLowerCase(); }
  function render(key, messages) {
    // An answer for a thread the person has since left is dropped.
    if (key !== currentKey()) return;
    if (key !== threadKey) {
      threadKey = key;
      shown.clear();
      thread.replaceChildren();
    }
    // Only new messages are added, so the live region announces each once.
    messages.forEach(function (message) {
      if (shown.has(message.mid)) return;
      var entry = item(message);
      shown.set(message.mid, entry);
      var after = Array.prototype.find.call(thread.children, function (li) {
        return shown.get(li.dataset.mid).message.at > message.at;
      });
      entry.li.dataset.mid = message.mid;
      thread.insertBefore(entry.li, after || null);
    });
    empty.hidden = thread.children.length > 0;
  }
  function refresh() {
    if (polling || !account.value) return Promise.resolve();
    polling = true;
    var key = currentKey();
    var query = new URLSearchParams({ accountId: target().accountId, customerName: customerName() });
    return fetch(base + '/conversations?' + query, { cache: 'no-store' })
      .then(function (res) { return res.ok ? res.json() : { conversations: [] }; })
      .then(function (body) { render(key, body.conversations[0] ? body.conversations[0].messages : []); })
      .catch(function () { /* the next poll tries again */ })
      .then(function () { polling = false; });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!text.value.trim()) {
      status.textContent = 'Type a message first.';
      text.focus();
      return;
    }
    button.disabled = true;
    status.textContent = 'Sending…';
    var payload = Object.assign(target(), {
      customerName: customerName(),
      text: text.value,
      duplicate: duplicate.checked,
      badSignature: badSignature.checked
    });
    fetch(base + '/customer-messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload)
    })
      .then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok) {
            status.textContent = 'Not sent: ' + (body.error_description || 'error ' + res.status);
            return;
          }
          var summary = describe(body.deliveries);
          deliveryText.set(body.mid, summary);
          var entry = shown.get(body.mid);
          if (entry) entry.meta.textContent = metaText(entry.message);
          status.textContent = 'Sent. ' + summary;
          text.value = '';
          return refresh();
        });
      })
      .catch(function () { status.textContent = 'Not sent: the sandbox did not answer.'; })
      .then(function () { button.disabled = false; });
  });
  function switchThread() {
    render(currentKey(), []);
    refresh();
  }
  account.addEventListener('change', switchThread);
  nameInput.addEventListener('change', switchThread);
  refresh();
  setInterval(refresh, 2000);
})();
(function () {
  // The comment form: the same POST /comments as the README's curl, so the app receives Meta's
  // signed feed (Facebook) or comments (Instagram) webhook for the comment.
  var form = document.getElementById('comment-form');
  var base = form.getAttribute('data-api-base');
  var post = document.getElementById('comment-post');
  var commenter = document.getElementById('commenter');
  var text = document.getElementById('comment-text');
  var duplicate = document.getElementById('comment-duplicate');
  var badSignature = document.getElementById('comment-bad-signature');
  var button = document.getElementById('send-comment');
  var status = document.getElementById('comment-status');

  function describe(deliveries) {
    return deliveries.map(function (d) {
      if (d.status === 0) return 'Not delivered (no answer)';
      return (d.status >= 200 && d.status < 300 ? 'Delivered' : 'Rejected') + ' (' + d.status + ')';
    }).join(', then ');
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!text.value.trim()) {
      status.textContent = 'Type a comment first.';
      text.focus();
      return;
    }
    var parts = post.value.split(':');
    var payload = { platform: parts[0], accountId: parts[1] };
    if (parts[2]) payload.postId = parts.slice(2).join(':');
    if (commenter.value.trim()) payload.customerName = commenter.value.trim();
    payload.text = text.value;
    payload.duplicate = duplicate.checked;
    payload.badSignature = badSignature.checked;
    button.disabled = true;
    status.textContent = 'Posting…';
    fetch(base + '/comments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload)
    })
      .then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok) {
            status.textContent = 'Not posted: ' + (body.error_description || 'error ' + res.status);
            return;
          }
          status.textContent = 'Posted under post ' + body.comment.postId + '. ' + describe(body.deliveries);
          text.value = '';
        });
      })
      .catch(function () { status.textContent = 'Not posted: the sandbox did not answer.'; })
      .then(function () { button.disabled = false; });
  });
})();
</script>`;

function accountOptions(accounts: readonly MessagingAccount[]): string {
  const owners = [...new Set(accounts.map((account) => account.ownerIdentity))];
  return owners
    .map((owner) => {
      const own = accounts.filter((account) => account.ownerIdentity === owner);
      const first = own[0]!;
      const options = own
        .map((account) => {
          const label =
            account.platform === 'facebook'
              ? `${account.name} (Facebook page)`
              : `@${account.username ?? account.name} (Instagram)`;
          return `<option value="${escapeHtml(`${account.platform}:${account.id}`)}">${escapeHtml(label)}</option>`;
        })
        .join('');
      return `<optgroup label="${escapeHtml(`${first.ownerName} · ${first.ownerEmail}`)}">${options}</optgroup>`;
    })
    .join('');
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line || '(no text)';
};

/** Each account's newest post (whatever it is when the comment is sent), then its posts published so far. */
function postOptions(accounts: readonly MessagingAccount[], posts: readonly CommentablePost[]): string {
  return accounts
    .map((account) => {
      const label =
        account.platform === 'facebook'
          ? `${account.name} (Facebook page)`
          : `@${account.username ?? account.name} (Instagram)`;
      const own = posts.filter((post) => post.platform === account.platform && post.accountId === account.id);
      const options = [
        `<option value="${escapeHtml(`${account.platform}:${account.id}:`)}">Newest published post</option>`,
        ...own.map(
          (post) =>
            `<option value="${escapeHtml(`${account.platform}:${account.id}:${post.id}`)}">${escapeHtml(excerpt(post.text))}</option>`,
        ),
      ].join('');
      return `<optgroup label="${escapeHtml(`${label} · ${account.ownerName}`)}">${options}</optgroup>`;
    })
    .join('');
}

/**
 * A customer writing to a shop on Messenger or Instagram. Playwright can drive it with
 * `getByLabel('Write to')`, `getByLabel('Your name')`, `getByLabel('Message')`, the two switches
 * and `getByRole('button', { name: 'Send as customer' })`; replies appear labelled 'Shop reply'. A
 * customer commenting under a published post: `getByLabel('Post', { exact: true })`, `getByLabel('Commenter')`,
 * `getByLabel('Comment', { exact: true })` and `getByRole('button', { name: 'Post comment' })`.
 */
export function renderCustomerSimulator(input: CustomerSimulatorInput): string {
  const body = `${STYLE}
<h1>Customer simulator</h1>
<p class="muted">Write to a sample page or Instagram account as a customer. Each message goes to the app's Meta webhook <code>${escapeHtml(input.webhookUrl)}</code>, signed as Meta signs it; the shop's replies through the Send API appear in the conversation below.</p>
<noscript><p class="error">The simulator needs JavaScript.</p></noscript>
<form id="simulator-form" data-api-base="${escapeHtml(input.apiBase)}" data-default-name="${escapeHtml(input.defaultCustomerName)}">
<label class="field" for="account">Write to</label>
<select class="text" id="account" name="account" required>${accountOptions(input.accounts)}</select>
<label class="field" for="customer-name">Your name</label>
<input class="text" type="text" id="customer-name" name="customerName" value="${escapeHtml(input.defaultCustomerName)}" maxlength="100" autocomplete="name" required>
<label class="field" for="message">Message</label>
<textarea class="text" id="message" name="text" rows="3" maxlength="2000" required></textarea>
<fieldset class="switches">
<legend>Test switches</legend>
<label><input type="checkbox" id="duplicate" name="duplicate"> Deliver twice (duplicate)</label>
<label><input type="checkbox" id="bad-signature" name="badSignature"> Bad signature</label>
</fieldset>
<div class="actions"><button type="submit" class="primary" id="send">Send as customer</button></div>
</form>
<p id="send-status" role="status" aria-live="polite"></p>
<h2 id="thread-heading">Conversation</h2>
<p id="thread-empty" class="muted">No messages yet.</p>
<ol id="thread" class="thread" aria-labelledby="thread-heading" aria-live="polite" aria-relevant="additions"></ol>
<h2 id="comment-heading">Comment on a post</h2>
<p class="muted">Comment under a post the app published (publish one from the studio first). The comment goes to the same webhook as Meta's <code>feed</code> change (Facebook page) or <code>comments</code> change (Instagram), signed as Meta signs it; the shop's public replies show under the post on its sample page. Reload this page to list posts published since it opened.</p>
<form id="comment-form" aria-labelledby="comment-heading" data-api-base="${escapeHtml(input.apiBase)}">
<label class="field" for="comment-post">Post</label>
<select class="text" id="comment-post" name="post" required>${postOptions(input.accounts, input.posts ?? [])}</select>
<label class="field" for="commenter">Commenter</label>
<input class="text" type="text" id="commenter" name="customerName" value="${escapeHtml(input.defaultCustomerName)}" maxlength="100" autocomplete="name" required>
<label class="field" for="comment-text">Comment</label>
<textarea class="text" id="comment-text" name="text" rows="2" maxlength="8000" required></textarea>
<fieldset class="switches">
<legend>Comment test switches</legend>
<label><input type="checkbox" id="comment-duplicate" name="duplicate"> Deliver twice (duplicate)</label>
<label><input type="checkbox" id="comment-bad-signature" name="badSignature"> Bad signature</label>
</fieldset>
<div class="actions"><button type="submit" class="primary" id="send-comment">Post comment</button></div>
</form>
<p id="comment-status" role="status" aria-live="polite"></p>
${SCRIPT}`;
  return htmlPage('Customer simulator', body);
}
