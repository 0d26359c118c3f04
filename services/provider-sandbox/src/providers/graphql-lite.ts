// A small GraphQL reader for the sandbox's Shopify Admin API: enough of the language for the queries
// an adapter sends (an optional `query Name($v: T)` header, nested selections, aliases, arguments with
// literals, lists, objects and variables). No fragments or directives: those are refused by name.

export type GraphValue = string | number | boolean | null | GraphValue[] | { [key: string]: GraphValue };

export interface Field {
  name: string;
  alias?: string;
  args: Record<string, GraphValue>;
  selections: Field[];
  line: number;
  column: number;
}

export class GraphSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

interface Token {
  kind: 'name' | 'punct' | 'string' | 'number' | 'variable' | 'end';
  value: string;
  line: number;
  column: number;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    const column = i - lineStart + 1;
    if (char === '\n') {
      line += 1;
      lineStart = i + 1;
      i += 1;
    } else if (/[\s,\ufeff]/.test(char)) {
      i += 1;
    } else if (char === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (/[{}():[\]!=@]/.test(char)) {
      tokens.push({ kind: 'punct', value: char, line, column });
      i += 1;
    } else if (source.startsWith('...', i)) {
      tokens.push({ kind: 'punct', value: '...', line, column });
      i += 3;
    } else if (char === '"') {
      let value = '';
      i += 1;
      while (i < source.length && source[i] !== '"') {
        if (source[i] === '\n') throw new GraphSyntaxError('Unterminated string', line, column);
        if (source[i] === '\\') {
          const next = source[i + 1] ?? '';
          if (next === 'u') {
            value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          value += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
          i += 2;
          continue;
        }
        value += source[i];
        i += 1;
      }
      if (i >= source.length) throw new GraphSyntaxError('Unterminated string', line, column);
      i += 1;
      tokens.push({ kind: 'string', value, line, column });
    } else if (char === '$') {
      const found = /^\$([_A-Za-z][_0-9A-Za-z]*)/.exec(source.slice(i));
      if (!found) throw new GraphSyntaxError('Expected a variable name after $', line, column);
      tokens.push({ kind: 'variable', value: found[1] ?? '', line, column });
      i += found[0].length;
    } else if (/[-0-9]/.test(char)) {
      const found = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(i));
      if (!found) throw new GraphSyntaxError(`Unexpected character "${char}"`, line, column);
      tokens.push({ kind: 'number', value: found[0], line, column });
      i += found[0].length;
    } else if (/[_A-Za-z]/.test(char)) {
      const found = /^[_A-Za-z][_0-9A-Za-z]*/.exec(source.slice(i));
      tokens.push({ kind: 'name', value: found?.[0] ?? char, line, column });
      i += found?.[0].length ?? 1;
    } else {
      throw new GraphSyntaxError(`Unexpected character "${char}"`, line, column);
    }
  }
  tokens.push({ kind: 'end', value: '', line, column: i - lineStart + 1 });
  return tokens;
}

/** Parses a query document with one operation into its root fields; variables are substituted. */
export function parseQuery(source: string, variables: Record<string, unknown>): Field[] {
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token => tokens[position] ?? (tokens[tokens.length - 1] as Token);
  const take = (): Token => {
    const token = peek();
    position += 1;
    return token;
  };
  const fail = (token: Token, message: string): never => {
    throw new GraphSyntaxError(message, token.line, token.column);
  };
  const expect = (value: string): Token => {
    const token = take();
    if (token.kind !== 'punct' || token.value !== value)
      fail(token, `Parse error on "${token.value || 'end of file'}" (expected "${value}")`);
    return token;
  };

  const value = (): GraphValue => {
    const token = take();
    switch (token.kind) {
      case 'string':
        return token.value;
      case 'number':
        return Number(token.value);
      case 'variable': {
        const found = variables[token.value];
        if (found === undefined) return null;
        return found as GraphValue;
      }
      case 'name':
        if (token.value === 'true') return true;
        if (token.value === 'false') return false;
        if (token.value === 'null') return null;
        return token.value; // an enum value
      case 'punct':
        if (token.value === '[') {
          const list: GraphValue[] = [];
          while (!(peek().kind === 'punct' && peek().value === ']')) {
            if (peek().kind === 'end') fail(peek(), 'Parse error on end of file (expected "]")');
            list.push(value());
          }
          take();
          return list;
        }
        if (token.value === '{') {
          const object: Record<string, GraphValue> = {};
          while (!(peek().kind === 'punct' && peek().value === '}')) {
            const key = take();
            if (key.kind !== 'name') fail(key, `Parse error on "${key.value}" (expected a field name)`);
            expect(':');
            object[key.value] = value();
          }
          take();
          return object;
        }
        return fail(token, `Parse error on "${token.value}"`);
      default:
        return fail(token, 'Parse error on end of file');
    }
  };

  const selectionSet = (): Field[] => {
    expect('{');
    const fields: Field[] = [];
    while (!(peek().kind === 'punct' && peek().value === '}')) {
      const token = take();
      if (token.kind === 'punct' && token.value === '...') fail(token, 'Fragments are not supported by the sandbox');
      if (token.kind !== 'name') fail(token, `Parse error on "${token.value || 'end of file'}" (expected a field)`);
      let name = token.value;
      let alias: string | undefined;
      if (peek().kind === 'punct' && peek().value === ':') {
        take();
        const real = take();
        if (real.kind !== 'name') fail(real, `Parse error on "${real.value}" (expected a field)`);
        alias = name;
        name = real.value;
      }
      const args: Record<string, GraphValue> = {};
      if (peek().kind === 'punct' && peek().value === '(') {
        take();
        while (!(peek().kind === 'punct' && peek().value === ')')) {
          const key = take();
          if (key.kind !== 'name') fail(key, `Parse error on "${key.value || 'end of file'}" (expected an argument)`);
          expect(':');
          args[key.value] = value();
        }
        take();
      }
      if (peek().kind === 'punct' && peek().value === '@') fail(peek(), 'Directives are not supported by the sandbox');
      const selections = peek().kind === 'punct' && peek().value === '{' ? selectionSet() : [];
      fields.push({ name, ...(alias ? { alias } : {}), args, selections, line: token.line, column: token.column });
    }
    take();
    return fields;
  };

  const first = peek();
  if (first.kind === 'name') {
    if (first.value !== 'query') fail(first, `Operation "${first.value}" is not supported (only queries)`);
    take();
    if (peek().kind === 'name') take(); // operation name
    if (peek().kind === 'punct' && peek().value === '(') {
      // Variable definitions: their types do not matter here, the values come from `variables`.
      let depth = 0;
      do {
        const token = take();
        if (token.kind === 'end') fail(token, 'Parse error on end of file');
        if (token.kind === 'punct' && token.value === '(') depth += 1;
        if (token.kind === 'punct' && token.value === ')') depth -= 1;
      } while (depth > 0);
    }
  }
  const fields = selectionSet();
  if (peek().kind !== 'end') fail(peek(), 'Only one operation per document is supported by the sandbox');
  return fields;
}
