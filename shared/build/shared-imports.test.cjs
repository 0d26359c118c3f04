// The repo-wide usedExports lists of the tree-shaken shared singletons must cover every import:
// a missing name is `undefined` at run time in whichever app did not build the copy in use.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkSharedImports, parseImports, sharedUsedExports } = require('./shared-imports.cjs');

describe('shared tree-shaking export lists', () => {
  it('cover every antd and react-router import of the shell, the remotes and the shared kit', () => {
    expect(checkSharedImports()).toEqual({ missing: {}, problems: [] });
  });

  it('are sorted and free of duplicates, so a merge conflict shows where a name goes', () => {
    for (const names of Object.values(sharedUsedExports)) {
      expect(names).toEqual([...new Set(names)].sort());
    }
  });
});

describe('parseImports', () => {
  it('reads named value imports, renamed ones included, and skips type-only ones', () => {
    const text = [
      "import { App as AntApp, Button,\n  type ButtonProps, theme } from 'antd';",
      "import type { MenuProps } from 'antd';",
      "import { Navigate, type RouteObject } from 'react-router';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(parseImports(text, ['antd', 'react-router'])).toEqual({
      names: { antd: ['App', 'Button', 'theme'], 'react-router': ['Navigate'] },
      problems: [],
    });
  });

  it('flags default, namespace and dynamic imports, and react-router-dom', () => {
    const { problems } = parseImports(
      [
        "import * as antd from 'antd';",
        "import antd2, { Button } from 'antd';",
        "const lazyAntd = import('antd');",
        "import { Link } from 'react-router-dom';",
      ].join('\n'),
    );
    expect(problems).toHaveLength(4);
    expect(problems[3]).toContain("import from 'react-router'");
  });
});

describe('checkSharedImports', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-imports-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names an export missing from the list and the file importing it; tests are not browser code', () => {
    fs.writeFileSync(path.join(dir, 'page.tsx'), "import { Alert, Button } from 'antd';\n");
    fs.writeFileSync(path.join(dir, 'page.test.tsx'), "import { Modal } from 'antd';\n");
    const { missing } = checkSharedImports({ dirs: [dir], usedExports: { antd: ['Button'] } });
    expect(Object.keys(missing)).toEqual(['antd: Alert']);
    expect(missing['antd: Alert'][0]).toMatch(/page\.tsx$/);
  });
});
