/** Calls every function with a sample argument and collects every string, with its path. */
export function allTexts(value: unknown, path: string, out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (typeof value === 'function')
    return allTexts((value as (arg: never) => unknown)('Sample' as never), `${path}()`, out);
  if (Array.isArray(value)) value.forEach((item, index) => allTexts(item, `${path}[${index}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) allTexts(inner, `${path}.${key}`, out);
  } else out.push([path, value]);
  return out;
}

/** The entries of `allTexts` that are not a text: not a string, empty, or with spaces around it. */
export function badTexts(texts: Array<[string, unknown]>): Array<[string, unknown]> {
  return texts.filter(([, text]) => typeof text !== 'string' || text.trim() === '' || text !== text.trim());
}
