// Build-time half of the guard on shared tree shaking: collects, the way MF's
// SharedUsedExportsOptimizerPlugin does, every export this build references from a tree-shaken
// shared singleton (node_modules included: e.g. RTK Query importing @reduxjs/toolkit), and fails
// the build when one is missing from the repo-wide list in shared-used-exports.cjs.
class SharedExportsCheckPlugin {
  /** @param {Record<string, string[]>} usedExports  share key -> the repo-wide export list */
  constructor(usedExports) {
    this.usedExports = usedExports;
  }

  apply(compiler) {
    const { usedExports } = this;
    compiler.hooks.compilation.tap('SharedExportsCheckPlugin', (compilation) => {
      const referenced = new Map(); // "pkg: name" -> issuer module identifiers
      const whole = new Map(); // pkg -> issuers that need the whole module
      const { EXPORTS_OBJECT_REFERENCED } = compiler.webpack.Dependency;
      compilation.hooks.dependencyReferencedExports.tap('SharedExportsCheckPlugin', (refs, dependency) => {
        const key = dependency.request;
        if (typeof key !== 'string' || !usedExports[key]) return refs;
        const issuer = compilation.moduleGraph.getParentModule(dependency);
        const where = issuer?.readableIdentifier(compilation.requestShortener) ?? '?';
        if (dependency.type === 'import()' && refs === EXPORTS_OBJECT_REFERENCED) {
          whole.set(key, [...(whole.get(key) ?? []), where]);
          return refs;
        }
        if (dependency.type !== 'harmony import specifier') return refs;
        for (const ref of refs) {
          const name = (Array.isArray(ref) ? ref : ref.name)?.[0];
          if (!name || name === 'default') continue;
          const entry = `${key}: ${name}`;
          referenced.set(entry, new Set([...(referenced.get(entry) ?? []), where]));
        }
        return refs;
      });
      compilation.hooks.afterOptimizeDependencies.tap('SharedExportsCheckPlugin', () => {
        const lines = [];
        for (const [entry, issuers] of referenced) {
          const [key, name] = entry.split(': ');
          if (!usedExports[key].includes(name)) {
            lines.push(
              `${entry} (used by ${[...issuers].join(', ')}) is missing from shared/build/shared-used-exports.cjs`,
            );
          }
        }
        for (const [key, issuers] of whole)
          lines.push(`${key} is imported whole by ${issuers.join(', ')}: import it by name`);
        if (lines.length) {
          const error = new compiler.webpack.WebpackError(`Shared tree shaking would break:\n${lines.join('\n')}`);
          error.hideStack = true;
          compilation.errors.push(error);
        }
        if (process.env.SCP_PRINT_SHARED_EXPORTS === '1') {
          console.log(`[shared exports] ${[...referenced.keys()].sort().join(', ')}`);
        }
      });
    });
  }
}

module.exports = { SharedExportsCheckPlugin };
