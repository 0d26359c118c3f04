import mongoose, { type Connection, type mongo } from 'mongoose';

type ObjectId = mongo.ObjectId;

export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/** A stored file read as a stream (a video is not held in memory whole): all of it, or a byte range. */
export interface StoredFile {
  contentType: string;
  length: number;
  /** The bytes from `start` to `end`, both included (HTTP's ranges). */
  stream(range?: { start: number; end: number }): NodeJS.ReadableStream;
}

/**
 * Where a service keeps media bytes (docs/architecture.md, Media): GridFS of its own database. An
 * S3-compatible object store is the production option behind the same calls.
 */
export interface MediaStore {
  /** Stores bytes under a name (e.g. '<userId>/avatar'); several files may share a name for a while. */
  put(bytes: Buffer, contentType: string, name: string): Promise<ObjectId>;
  get(id: ObjectId): Promise<StoredMedia | null>;
  open(id: ObjectId): Promise<StoredFile | null>;
  remove(id: ObjectId): Promise<void>;
  /** Deletes the files of this name stored before `id` (ids grow with time): what `id` replaced. */
  removeOlderThan(name: string, id: ObjectId): Promise<void>;
  removeAll(name: string): Promise<void>;
}

/** ObjectIds made by one process grow: compare them as their hex text (time, then counter). */
function isOlder(candidate: ObjectId, than: ObjectId): boolean {
  return candidate.toHexString() < than.toHexString();
}

export function gridFsMediaStore(connection: Connection = mongoose.connection): MediaStore {
  const bucket = () => {
    if (!connection.db) throw new Error('the database is not connected');
    return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: 'media' });
  };
  /** Deleted meanwhile (a concurrent upload's clean-up) is what was asked for. */
  const removeQuietly = async (id: ObjectId) => {
    try {
      await bucket().delete(id);
    } catch (err) {
      if (!(err instanceof Error && /not found/i.test(err.message))) throw err;
    }
  };
  return {
    async put(bytes, contentType, name) {
      const upload = bucket().openUploadStream(name, { metadata: { contentType } });
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(bytes);
      });
      return upload.id as ObjectId;
    },
    async get(id) {
      const files = await bucket().find({ _id: id }).limit(1).toArray();
      const file = files[0];
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStream(id)) chunks.push(chunk as Buffer);
      return {
        bytes: Buffer.concat(chunks),
        contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
      };
    },
    async open(id) {
      const file = (await bucket().find({ _id: id }).limit(1).toArray())[0];
      if (!file) return null;
      return {
        contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
        length: file.length,
        // GridFS's end is exclusive.
        stream: (range) =>
          bucket().openDownloadStream(id, range ? { start: range.start, end: range.end + 1 } : undefined),
      };
    },
    async remove(id) {
      await removeQuietly(id);
    },
    async removeOlderThan(name, id) {
      const files = await bucket().find({ filename: name }).toArray();
      for (const file of files) if (isOlder(file._id, id)) await removeQuietly(file._id);
    },
    async removeAll(name) {
      const files = await bucket().find({ filename: name }).toArray();
      for (const file of files) await removeQuietly(file._id);
    },
  };
}
