// Jest only (jest-preset-web.cjs maps `antd` here): antd's CommonJS index requires every one of its
// ~75 components as soon as one is imported, which cost each test file seconds before its first
// test. This module has the same exports, read from that index, as getters that require a
// component's own module on first use: a test file loads only what it renders. The modules are
// antd's own (antd/lib/<component>), so a component is the same object its siblings import.
const fs = require('node:fs');
const path = require('node:path');

const libDir = path.dirname(require.resolve('antd/lib/index.js'));
const index = fs.readFileSync(path.join(libDir, 'index.js'), 'utf8');
const fileOf = new Map(
  [...index.matchAll(/var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);/g)].map((m) => [m[1], m[2]]),
);
const exported = [
  ...index.matchAll(
    /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g,
  ),
];
// A new antd whose index reads differently fails here, loudly, rather than with missing components.
if (exported.length < 70) throw new Error(`jest-antd-lazy: read ${exported.length} exports from antd/lib/index.js`);

Object.defineProperty(exports, '__esModule', { value: true });
for (const [, name, variable] of exported) {
  const file = fileOf.get(variable);
  if (!file) throw new Error(`jest-antd-lazy: antd/lib/index.js exports ${name} from no module it requires`);
  Object.defineProperty(exports, name, {
    enumerable: true,
    get() {
      const loaded = require(path.join(libDir, file));
      return loaded && loaded.__esModule ? loaded.default : loaded;
    },
  });
}
Object.defineProperty(exports, 'unstableSetRender', {
  enumerable: true,
  get: () => require(path.join(libDir, 'index.js')).unstableSetRender,
});
