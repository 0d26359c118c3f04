/**
 * The 'update available' prompt: a small notice at the bottom of the page with Reload and Dismiss.
 * Plain DOM rather than a React component: it comes with the registration chunk after `load` and
 * must not depend on which page (or which remote's tree) is showing. Its colours hold in both
 * themes (light words on a dark card, 4.5:1 or more; focus rings 3:1).
 */
import { serviceWorkerTexts } from './service-worker-texts';

export const UPDATE_PROMPT_ID = 'scp-update-prompt';

/** How long the empty live region is in the page before its words: what screen readers announce is a change. */
const ANNOUNCE_DELAY_MS = 100;

// The live region holds the place (above the mobile tab bar, 56 px, clear of the floating chat
// button on the right); the card inside it is what shows.
const regionStyle =
  'position:fixed;left:16px;right:16px;bottom:72px;z-index:1100;display:flex;justify-content:center;pointer-events:none';
const cardStyle = [
  'pointer-events:auto',
  'display:flex',
  'align-items:center',
  'gap:12px',
  'box-sizing:border-box',
  'padding:10px 12px 10px 16px',
  'border:1px solid #737373',
  'border-radius:8px',
  'background:#1f1f1f',
  'color:#fff',
  'box-shadow:0 6px 16px rgba(0,0,0,.32)',
  'font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
].join(';');
const buttonStyle = 'font:inherit;font-weight:600;cursor:pointer;border-radius:6px;outline-offset:2px;';

function button(doc: Document, text: string, style: string): HTMLButtonElement {
  const element = doc.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.style.cssText = buttonStyle + style;
  // A visible ring on the dark card whatever the browser's default (3:1 or more on #1f1f1f).
  element.addEventListener('focus', () => (element.style.outline = '2px solid #4096ff'));
  element.addEventListener('blur', () => (element.style.outline = ''));
  return element;
}

/** Shows the prompt (one at a time); `accept` is called on Reload. Returns its live region. */
export function showUpdatePrompt(accept: () => void, doc: Document = document): HTMLElement {
  doc.getElementById(UPDATE_PROMPT_ID)?.remove();
  const region = doc.createElement('div');
  region.id = UPDATE_PROMPT_ID;
  region.setAttribute('role', 'status');
  region.style.cssText = regionStyle;
  doc.body.append(region);

  const card = doc.createElement('div');
  card.style.cssText = cardStyle;
  const message = doc.createElement('span');
  message.textContent = serviceWorkerTexts.updateAvailable;
  const reload = button(doc, serviceWorkerTexts.reload, 'padding:4px 14px;border:0;background:#0066cc;color:#fff;');
  reload.addEventListener('click', () => {
    reload.disabled = true;
    accept();
  });
  const dismiss = button(
    doc,
    '\u00d7',
    'width:32px;height:32px;padding:0;border:0;background:transparent;color:#fff;font-size:20px;line-height:1;',
  );
  dismiss.setAttribute('aria-label', serviceWorkerTexts.dismiss);
  dismiss.addEventListener('click', () => region.remove());
  card.append(message, reload, dismiss);
  setTimeout(() => region.append(card), ANNOUNCE_DELAY_MS);
  return region;
}
