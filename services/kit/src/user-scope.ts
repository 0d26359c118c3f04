import mongoose, { type Model, type QueryFilter, type UpdateQuery } from 'mongoose';
import { AppError } from './errors';

/** MongoDB's duplicate key error: a unique index refused the write. */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

/**
 * An id from a URL or a token as an ObjectId. An id that cannot exist names nothing, like an unknown
 * one (docs/architecture.md, Contracts and errors): `onInvalid` says which error that is (404 by default).
 */
export function objectIdOf(id: string, onInvalid: () => Error = () => AppError.notFound()): mongoose.Types.ObjectId {
  if (!mongoose.isObjectIdOrHexString(id)) throw onInvalid();
  return new mongoose.Types.ObjectId(id);
}

async function upsertOnce<R>(upsert: () => PromiseLike<R>): Promise<R> {
  try {
    return await upsert();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return upsert();
  }
}

/** What every user-owned document has. */
export interface UserOwned {
  userId: string;
}

/**
 * A model seen by one user: every read, write and count carries `{ userId }`, put last so that no
 * filter the caller builds can widen it, and new documents are stamped with it. Services reach
 * user-owned collections only through this, so no query can forget the owner; another user's id
 * simply matches nothing (404 for the caller).
 */
export function userScope<T extends UserOwned>(model: Model<T>, userId: string) {
  if (!userId) throw AppError.unauthenticated();
  const owned = (filter: QueryFilter<T> = {}): QueryFilter<T> => ({ ...filter, userId }) as QueryFilter<T>;
  const byId = (id: string): QueryFilter<T> => owned({ _id: objectIdOf(id) } as QueryFilter<T>);
  return {
    userId,
    find: (filter?: QueryFilter<T>) => model.find(owned(filter)),
    findOne: (filter?: QueryFilter<T>) => model.findOne(owned(filter)),
    /** 404 for an id that is malformed, unknown, or another user's. */
    findById: async (id: string) => {
      const doc = await model.findOne(byId(id));
      if (!doc) throw AppError.notFound();
      return doc;
    },
    countDocuments: (filter?: QueryFilter<T>) => model.countDocuments(owned(filter)),
    create: (doc: Omit<T, 'userId'>) => model.create({ ...doc, userId } as Parameters<Model<T>['create']>[0]),
    /** Updates the user's document with this id and answers it as it is now; 404 as findById. */
    updateById: async (id: string, update: UpdateQuery<T>) => {
      const doc = await model.findOneAndUpdate(byId(id), update, { returnDocument: 'after', runValidators: true });
      if (!doc) throw AppError.notFound();
      return doc;
    },
    updateMany: (filter: QueryFilter<T>, update: UpdateQuery<T>) => model.updateMany(owned(filter), update),
    /**
     * The user's single document of this model, made with `defaults` when there is none yet. Two
     * first requests at once race on the unique `userId` index: the loser reads the winner's.
     */
    findOneOrCreate: (defaults: Omit<T, 'userId'>) =>
      upsertOnce(() =>
        model.findOneAndUpdate(owned(), { $setOnInsert: { ...defaults, userId } } as UpdateQuery<T>, {
          returnDocument: 'after',
          upsert: true,
          runValidators: true,
        }),
      ),
    /**
     * Updates the user's single document when it matches `condition` (or creates it): null when the
     * document exists and does not match, e.g. a newer upload already replaced it.
     */
    updateOneOrCreateIf: async (condition: QueryFilter<T>, update: UpdateQuery<T>) => {
      try {
        return await model.findOneAndUpdate(owned(condition), update, {
          returnDocument: 'after',
          upsert: true,
          runValidators: true,
        });
      } catch (err) {
        if (isDuplicateKey(err)) return null;
        throw err;
      }
    },
    updateOneOrCreate: (update: UpdateQuery<T>) =>
      upsertOnce(() =>
        model.findOneAndUpdate(owned(), update, { returnDocument: 'after', upsert: true, runValidators: true }),
      ),
    deleteOne: (filter: QueryFilter<T>) => model.deleteOne(owned(filter)),
    deleteMany: (filter: QueryFilter<T>) => model.deleteMany(owned(filter)),
    /** Deletes the user's document with this id; 404 as findById. */
    deleteById: async (id: string) => {
      const result = await model.deleteOne(byId(id));
      if (result.deletedCount === 0) throw AppError.notFound();
    },
  };
}
export type UserScope<T extends UserOwned> = ReturnType<typeof userScope<T>>;
