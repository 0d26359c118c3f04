/** Graph's `fields` selection over an object: `id` always, the rest only when asked for (else `defaults`). */
export function selectFields(
  all: Record<string, unknown>,
  fieldsParam: unknown,
  defaults: string[],
): Record<string, unknown> {
  const wanted =
    typeof fieldsParam === 'string' && fieldsParam.trim() ? fieldsParam.split(',').map((f) => f.trim()) : defaults;
  const picked: Record<string, unknown> = { id: all.id };
  for (const field of wanted) if (all[field] !== undefined) picked[field] = all[field];
  return picked;
}
