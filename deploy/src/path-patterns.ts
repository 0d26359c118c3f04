/**
 * The path patterns of .dockerignore and of GitHub Actions' `paths` filters: `*` and `?` stay
 * within one path segment, `**` crosses segments (and, before a slash, also matches no folder at
 * all), `!` negates, and the last pattern that matches decides.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] as string;
    if (pattern.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (pattern.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) throw new Error(`unclosed [ in pattern ${pattern}`);
      source += `[${pattern.slice(i + 1, end).replace(/^!/, '^')}]`;
      i = end;
    } else {
      source += char.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

interface Rule {
  negated: boolean;
  pattern: RegExp;
  text: string;
}

function toRules(patterns: string[]): Rule[] {
  return patterns.map((line) => {
    const negated = line.startsWith('!');
    const text = (negated ? line.slice(1) : line).trim().replace(/^\/+/, '').replace(/\/+$/, '');
    return { negated, pattern: globToRegExp(text), text };
  });
}

/** The patterns of a .dockerignore file (comments and blank lines dropped). */
export function parseDockerignore(content: string): string[] {
  return content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Whether Docker leaves `file` (relative to the context, `/` separated) out of the build context.
 * A pattern that matches a folder excludes what is in it, as Docker's matcher does.
 */
export function isExcludedFromContext(patterns: string[], file: string): boolean {
  const segments = file.split('/');
  let excluded = false;
  for (const rule of toRules(patterns)) {
    for (let depth = 1; depth <= segments.length; depth += 1) {
      if (rule.pattern.test(segments.slice(0, depth).join('/'))) {
        excluded = !rule.negated;
        break;
      }
    }
  }
  return excluded;
}

/** Whether a change to `file` triggers a workflow whose `paths` filter is `patterns`. */
export function matchesPathFilter(patterns: string[], file: string): boolean {
  let matched = false;
  for (const rule of toRules(patterns)) {
    if (rule.pattern.test(file)) matched = !rule.negated;
  }
  return matched;
}
