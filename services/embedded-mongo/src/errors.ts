// One error type for everything the server answers with `ok: 0`; the code and codeName follow
// mongod so that drivers and mongoose react to them the same way (e.g. 11000 duplicate key).
export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = CODE_NAMES[code] ?? 'UnknownError';
    this.extra = extra;
  }
}

export const ErrorCode = {
  InternalError: 1,
  InvalidBSON: 22,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  InvalidNamespace: 73,
  BSONObjectTooLarge: 10334,
  DocumentTooLargeAfterUpdate: 17419,
  DuplicateKey: 11000,
  Location40324: 40324,
} as const;

const CODE_NAMES: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  22: 'InvalidBSON',
  9: 'FailedToParse',
  14: 'TypeMismatch',
  20: 'IllegalOperation',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  43: 'CursorNotFound',
  48: 'NamespaceExists',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  115: 'CommandNotSupported',
  10334: 'BSONObjectTooLarge',
  17419: 'Location17419',
  11000: 'DuplicateKey',
  40324: 'Location40324',
};

/** Turns anything thrown while executing a command (mingo errors included) into a command error. */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new MongoCommandError(ErrorCode.BadValue, message);
}
