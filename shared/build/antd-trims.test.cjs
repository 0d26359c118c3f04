// The antd trims still match antd's own imports: an antd upgrade that moves one would silently keep
// the heavy module (or, renamed, break the build).
const fs = require('node:fs');
const path = require('node:path');
const { replacements } = require('./antd-trims.cjs');

const antdEs = path.dirname(require.resolve('antd/es/index.js'));

describe('antd trims', () => {
  it.each([
    ['button/style/token.js', "from '../../color-picker/components/ColorPresets'"],
    ['config-provider/index.js', "from '../tooltip/UniqueProvider'"],
  ])("each replaced import is still in antd's %s", (file, importLine) => {
    const source = fs.readFileSync(path.join(antdEs, file), 'utf8');
    expect(source).toContain(importLine);
    const request = importLine.slice("from '".length, -1);
    const context = path.dirname(path.join(antdEs, file));
    expect(replacements.filter((trim) => trim.request.test(request) && trim.issuer.test(context))).toHaveLength(1);
  });

  it('replaces nothing else', () => {
    const unrelated = [
      ['../tooltip/UniqueProvider', path.join(antdEs, 'tooltip')],
      ['./components/ColorPresets', path.join(antdEs, 'color-picker')],
    ];
    for (const [request, context] of unrelated) {
      expect(replacements.filter((trim) => trim.request.test(request) && trim.issuer.test(context))).toEqual([]);
    }
  });
});
