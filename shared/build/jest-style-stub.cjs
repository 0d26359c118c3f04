// Stylesheet imports in tests: CSS modules read class names off this object, so each name maps to itself.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
