// Compiles query filters with mingo. mingo's own `Query` copies every operator it knows into a
// fresh context for each query (about 200 of them, 140 aggregation expressions), which was most
// of the server's time in an indexed lookup. A filter needs the expression operators only when it
// holds an `$expr` somewhere; every other filter is compiled against a context that holds the
// query operators alone, with the same options mingo's `Query` uses, so it matches the same way.
import { Query as FullQuery } from 'mingo';
import { Context } from 'mingo/core';
import * as queryOperators from 'mingo/operators/query';
import { Query as BaseQuery } from 'mingo/query';
import { isPlainObject } from './bson-values';

type Doc = Record<string, unknown>;

/** What the read path needs from a compiled filter. */
export interface CompiledFilter {
  test(doc: object): boolean;
}

const QUERY_OPERATORS_ONLY = Context.init({
  query: queryOperators as NonNullable<Parameters<typeof Context.init>[0]>['query'],
});

/** Whether `$expr` appears anywhere in the filter (under $and/$or/$nor/$not/$elemMatch too). */
export function usesExpressions(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesExpressions);
  if (!isPlainObject(value)) return false;
  for (const key of Object.keys(value)) {
    if (key === '$expr') return true;
    if (usesExpressions(value[key])) return true;
  }
  return false;
}

export function compileFilter(filter: Doc, options: Record<string, unknown> = {}): CompiledFilter {
  if (usesExpressions(filter)) return new FullQuery(filter, options);
  return new BaseQuery(filter, { ...options, context: QUERY_OPERATORS_ONLY });
}
