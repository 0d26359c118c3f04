import { Router } from 'express';
import { escapeHtml, htmlPage } from '../html';
import { param } from '../params';
import type { Mailbox } from './mailbox';

function renderMailbox(messages: ReturnType<Mailbox['list']>, to: string | undefined): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${escapeHtml(message.receivedAt.replace('T', ' ').slice(0, 19))}</td>
  <td>${escapeHtml(message.to)}</td>
  <td>${escapeHtml(message.from)}</td>
  <td><details><summary>${escapeHtml(message.subject || '(no subject)')}</summary>
    ${message.html ? `<iframe title="${escapeHtml(message.subject)}" sandbox="" srcdoc="${escapeHtml(message.html)}" style="width:100%;min-height:240px;border:1px solid #d0d7de"></iframe>` : ''}
    <pre style="white-space:pre-wrap">${escapeHtml(message.text)}</pre></details></td>
</tr>`,
    )
    .join('\n');
  const body = `<h1>Mailbox</h1>
<form method="get"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Filter</button></form>
${messages.length ? `<table><thead><tr><th>Received</th><th>To</th><th>From</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`;
  return htmlPage('Mailbox (sandbox)', body, { wide: true });
}

export function mailboxRouter(mailbox: Mailbox): Router {
  const router = Router();
  router.get('/mailbox', (req, res) => {
    res.set('Cache-Control', 'no-store').json(mailbox.list(param(req.query, 'to')));
  });
  router.delete('/mailbox', (_req, res) => {
    mailbox.clear();
    res.status(204).end();
  });
  router.get('/mailbox.html', (req, res) => {
    const to = param(req.query, 'to');
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(renderMailbox(mailbox.list(to), to));
  });
  return router;
}
