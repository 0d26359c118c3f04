// Runs before every jsdom test file (jest-preset-web.cjs). jsdom lacks several browser APIs that
// React 19 and antd 6 touch at render time; these are the minimal stand-ins (docs/toolchain.md).
const { TextEncoder, TextDecoder } = require('node:util');

require('@testing-library/jest-dom');

// findBy* and waitFor give up after 1 s by default; in CI every project runs two at a time on 2
// cores next to the services' child processes, where a render that takes 300 ms alone can take
// over a second. A test that waits for something still passes as soon as it shows.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// antd's responsive hooks call matchMedia; report "no match" (the desktop layout unless a test
// replaces it with its own stub to simulate a narrow screen).
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    }),
  });
}

// jsdom throws "Not implemented" for the pseudo-element argument, which antd's modals and drawers
// pass when measuring the scrollbar; the element's own style is what they need.
const getComputedStyleOfElement = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyleOfElement(element);

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Node's MessageChannel keeps a handle open, so Jest would not exit; this one delivers through a
// timer instead, which also makes it follow jest's fake timers.
class MessagePortStub {
  constructor() {
    this.onmessage = null;
    this.other = null;
  }
  postMessage(data) {
    const target = this.other;
    setTimeout(() => {
      if (target && typeof target.onmessage === 'function') target.onmessage({ data });
    }, 0);
  }
  start() {}
  close() {
    this.other = null;
  }
  addEventListener() {}
  removeEventListener() {}
}
globalThis.MessageChannel = class MessageChannel {
  constructor() {
    this.port1 = new MessagePortStub();
    this.port2 = new MessagePortStub();
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
};

// jsdom has <dialog> but not its modal API (the app's Sheet opens one with showModal): open and
// close it by its `open` attribute, and send `close` as browsers do.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
