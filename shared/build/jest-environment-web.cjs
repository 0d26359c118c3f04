// jsdom plus the network primitives jsdom lacks. RTK Query's fetchBaseQuery (and anything else that
// talks HTTP) needs fetch, Request, Response and Headers; they come from Node, and so must
// AbortController/AbortSignal, because Node's Request refuses a jsdom AbortSignal. Relative URLs
// ('/api/...') resolve against the document URL as in a browser; a test that runs a real server on
// a free port points the document at it with `globalThis.setTestDocumentUrl('http://127.0.0.1:<port>/')`.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Headers',
  'Response',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class WebTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of NODE_GLOBALS) {
      if (typeof globalThis[name] !== 'undefined') win[name] = globalThis[name];
    }
    const NodeRequest = globalThis.Request;
    const nodeFetch = globalThis.fetch;
    const resolve = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), win.location.href) : input;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(resolve(input), init);
      }
    };
    win.fetch = (input, init) => nodeFetch(resolve(input), init);
    win.setTestDocumentUrl = (url) => this.dom.reconfigure({ url });
  }
}

module.exports = WebTestEnvironment;
