import mongoose from 'mongoose';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The distinct words of a search, split on white space; none for an empty or blank one. */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').split(/\s+/).filter((word) => word.length > 0))];
}

/**
 * A filter keeping the documents where every word of `q` is found, in any letter case, in at least
 * one of `fields` (a field may be an array or a path into an array of subdocuments). Each field can
 * say how a word reads in it (a hashtag is stored without its '#'). The words are escaped, so a
 * search is never a pattern; the operators are built here, never by the caller, and so are trusted
 * (the connection sanitises filters). Null when there is nothing to search for.
 */
export function wordSearchFilter(
  q: string | undefined,
  fields: ReadonlyArray<{ path: string; word?: (word: string) => string }>,
): Record<string, unknown> | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const contains = (word: string) => mongoose.trusted({ $regex: escapeRegExp(word), $options: 'i' });
  return {
    $and: words.map((word) => ({
      $or: fields
        .map(({ path, word: read }) => ({ path, word: read ? read(word) : word }))
        .filter((field) => field.word.length > 0)
        .map((field) => ({ [field.path]: contains(field.word) })),
    })),
  };
}
