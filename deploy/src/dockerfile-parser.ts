/**
 * Just enough of the Dockerfile grammar for the rules in dockerfiles.test.ts: instructions with
 * their line numbers, stages, flags, COPY sources, ENV/ARG names and the npm commands of RUN.
 * Syntax itself is dockerfile-utils' job; what this reader does not understand (heredocs, another
 * escape character) it refuses rather than guesses.
 */
export interface Instruction {
  /** Upper-cased. */
  keyword: string;
  /** Everything after the keyword, continuation lines joined with a space. */
  args: string;
  /** 1-based line of the keyword. */
  line: number;
}

export interface Stage {
  /** The base image as written (`node:24...`, or an earlier stage's name). */
  image: string;
  name?: string;
  line: number;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs before the first FROM. */
  preamble: Instruction[];
  stages: Stage[];
}

export function parseInstructions(content: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { parts: string[]; line: number } | undefined;
  content.split('\n').forEach((raw, index) => {
    const text = raw.trim();
    if (/^#\s*escape\s*=/i.test(text) && instructions.length === 0 && !pending) {
      throw new Error(`line ${index + 1}: only the default escape character (\\) is supported`);
    }
    if (text === '' || text.startsWith('#')) return;
    const continues = text.endsWith('\\');
    const part = continues ? text.slice(0, -1).trim() : text;
    if (pending) pending.parts.push(part);
    else pending = { parts: [part], line: index + 1 };
    if (continues) return;
    const joined = pending.parts.filter(Boolean).join(' ');
    const [keyword = '', ...rest] = joined.split(/\s+/);
    const args = joined.slice(keyword.length).trim();
    if (/<<-?["']?[A-Za-z_]/.test(args) && /^(RUN|COPY|ADD)$/i.test(keyword)) {
      throw new Error(`line ${pending.line}: heredocs are not supported by this reader`);
    }
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.length ? args : '', line: pending.line });
    pending = undefined;
  });
  return instructions;
}

/** Leading `--name=value` / `--name` flags of an instruction, and what follows them. */
export function splitFlags(args: string): { flags: Map<string, string | true>; rest: string } {
  const flags = new Map<string, string | true>();
  let rest = args.trim();
  for (let match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest); match; match = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(rest)) {
    flags.set(match[1] as string, match[2] ?? true);
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** Shell-like words (quotes removed), or the strings of the JSON (exec) form. */
export function words(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const parsed: unknown = JSON.parse(trimmed);
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      throw new Error(`not a JSON array of strings: ${trimmed}`);
    }
    return parsed;
  }
  // Quotes group and are dropped wherever they stand in a word (PORT="8081" is PORT=8081).
  const result: string[] = [];
  let word = '';
  // A word has begun even when empty: '' is a word, the space before it is not.
  let inWord = false;
  let quote: string | undefined;
  for (let i = 0; i < trimmed.length; i += 1) {
    const char = trimmed[i] as string;
    const escaped = char === '\\' && i + 1 < trimmed.length && quote !== "'";
    if (quote && char === quote) {
      quote = undefined;
    } else if (quote) {
      word += escaped ? trimmed[++i] : char;
    } else if (/\s/.test(char)) {
      if (inWord) result.push(word);
      word = '';
      inWord = false;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else {
      word += escaped ? trimmed[++i] : char;
      inWord = true;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in: ${trimmed}`);
  if (inWord) result.push(word);
  return result;
}

export function parseDockerfile(content: string): Dockerfile {
  const dockerfile: Dockerfile = { preamble: [], stages: [] };
  for (const instruction of parseInstructions(content)) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = words(splitFlags(instruction.args).rest);
      dockerfile.stages.push({
        image,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        line: instruction.line,
        instructions: [],
      });
    } else if (dockerfile.stages.length === 0) {
      dockerfile.preamble.push(instruction);
    } else {
      (dockerfile.stages.at(-1) as Stage).instructions.push(instruction);
    }
  }
  return dockerfile;
}

export interface Copy {
  from?: string;
  sources: string[];
  destination: string;
  line: number;
}

export function copyOf(instruction: Instruction): Copy {
  const { flags, rest } = splitFlags(instruction.args);
  const all = words(rest);
  const from = flags.get('from');
  return {
    from: typeof from === 'string' ? from : undefined,
    sources: all.slice(0, -1),
    destination: all.at(-1) ?? '',
    line: instruction.line,
  };
}

/** The variables an ENV or ARG instruction sets, with their value when one is written. */
export function variablesOf(instruction: Instruction): Array<{ name: string; value?: string }> {
  const tokens = words(instruction.args);
  // The legacy `ENV NAME value with spaces` form sets one variable.
  if (instruction.keyword === 'ENV' && tokens.length > 0 && !tokens[0]?.includes('=')) {
    return [{ name: tokens[0] as string, value: tokens.slice(1).join(' ') }];
  }
  return tokens.map((token) => {
    const equals = token.indexOf('=');
    return equals < 0 ? { name: token } : { name: token.slice(0, equals), value: token.slice(equals + 1) };
  });
}

export interface NpmCommand {
  /** `ci`, `run`, ... */
  command: string;
  /** `run`'s script name. */
  script?: string;
  workspaces: string[];
  options: string[];
}

/** The npm commands of a RUN instruction's shell command (RUN flags such as --mount skipped). */
export function npmCommandsOf(instruction: Instruction): NpmCommand[] {
  const { rest } = splitFlags(instruction.args);
  return rest
    .split(/&&|\|\||;|\|/)
    .map((segment) => words(segment))
    .filter((tokens) => tokens[0] === 'npm' && tokens.length > 1)
    .map((tokens) => {
      const command = tokens[1] as string;
      const npm: NpmCommand = { command, workspaces: [], options: [] };
      for (let i = 2; i < tokens.length; i += 1) {
        const token = tokens[i] as string;
        if (token === '--workspace' || token === '-w') {
          npm.workspaces.push(tokens[i + 1] ?? '');
          i += 1;
        } else if (token.startsWith('--workspace=')) {
          npm.workspaces.push(token.slice('--workspace='.length));
        } else if (token.startsWith('-')) {
          npm.options.push(token);
        } else if (command === 'run' && npm.script === undefined) {
          npm.script = token;
        }
      }
      return npm;
    });
}

/** A HEALTHCHECK's command: `CMD` and its words (exec or shell form), or `NONE`. */
export function healthcheckOf(instruction: Instruction): { type: string; command: string[] } {
  const { rest } = splitFlags(instruction.args);
  const [type = ''] = rest.split(/\s/, 1);
  return { type: type.toUpperCase(), command: words(rest.slice(type.length)) };
}
