import { Readable } from 'node:stream';
import mongoose, { Schema } from 'mongoose';
import { createServiceApp } from './app';
import { storedDocuments } from './domain-fuzz';
import { serviceFixture } from './service-fixture';

const Draft = mongoose.model('KitFuzzDraft', new Schema({ text: String }));
const Note = mongoose.model('KitFuzzNote', new Schema({ text: String }));

serviceFixture({ name: 'onboarding', createApp: (deps) => createServiceApp(deps, () => undefined) });

describe('storedDocuments (what a refused fuzz request must not grow)', () => {
  it('counts the documents of every collection, GridFS files and chunks included', async () => {
    const before = await storedDocuments();
    await Draft.create([{ text: 'one' }, { text: 'two' }]);
    await Note.create({ text: 'three' });
    expect(await storedDocuments()).toBe(before + 3);

    const bucket = new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: 'kitFuzzMedia' });
    await new Promise<void>((resolve, reject) => {
      Readable.from([Buffer.from('a picture')])
        .pipe(bucket.openUploadStream('picture.png'))
        .on('finish', () => resolve())
        .on('error', reject);
    });
    // One file document and one chunk.
    expect(await storedDocuments()).toBe(before + 5);

    await Draft.deleteOne({ text: 'one' });
    expect(await storedDocuments()).toBe(before + 4);
  });
});
