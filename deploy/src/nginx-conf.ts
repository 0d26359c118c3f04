/** One nginx directive: `name arg...;` or `name arg... { ... }`. */
export interface Directive {
  name: string;
  /** Quotes removed. */
  args: string[];
  line: number;
  block?: Directive[];
}

/** As nginx reads a quoted string: \\, \" and \' stand for the character, \n \r \t for controls, any other \ stays. */
function unescape(quoted: string): string {
  const controls: Record<string, string> = { n: '\n', r: '\r', t: '\t' };
  return quoted.replace(/\\(["'\\nrt])/g, (_all, char: string) => controls[char] ?? char);
}

/**
 * Reads an nginx configuration into its directives (the grammar only: words, quoted strings,
 * `;`, blocks, comments), so a test can look at the structure instead of grepping text.
 */
export function parseNginxConf(content: string): Directive[] {
  const tokens: Array<{ text: string; quoted: boolean; line: number }> = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)|(\n)/g;
  let line = 1;
  for (const match of content.matchAll(pattern)) {
    if (match[5]) line += 1;
    else if (match[0].startsWith('#')) continue;
    else if (match[1] !== undefined || match[2] !== undefined) {
      tokens.push({ text: unescape(match[1] ?? match[2] ?? ''), quoted: true, line });
    } else tokens.push({ text: match[0], quoted: false, line });
  }
  let position = 0;
  const readBlock = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    while (position < tokens.length) {
      const first = tokens[position] as (typeof tokens)[number];
      if (!first.quoted && first.text === '}') {
        if (!nested) throw new Error(`line ${first.line}: unexpected }`);
        position += 1;
        return directives;
      }
      const directive: Directive = { name: first.text, args: [], line: first.line };
      position += 1;
      for (;;) {
        const token = tokens[position];
        if (!token) throw new Error(`line ${directive.line}: ${directive.name} is not closed`);
        position += 1;
        if (!token.quoted && token.text === ';') break;
        if (!token.quoted && token.text === '{') {
          directive.block = readBlock(true);
          break;
        }
        directive.args.push(token.text);
      }
      directives.push(directive);
    }
    if (nested) throw new Error('a block is not closed');
    return directives;
  };
  return readBlock(false);
}
