import mongoose, { Schema, type Types } from 'mongoose';
import { closeHarness, openHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await openHarness('flows');
});

afterAll(() => closeHarness(h));

interface Author {
  name: string;
}
interface Post {
  title: string;
  author: Types.ObjectId;
  comments: { text: string; at: Date }[];
  likes: number;
}

test('populate, document save() with $set/$inc and optimistic versioning', async () => {
  const Authors = h.connection.model<Author>('Author', new Schema<Author>({ name: String }));
  const Posts = h.connection.model<Post>(
    'Post',
    new Schema<Post>(
      {
        title: String,
        author: { type: Schema.Types.ObjectId, ref: 'Author' },
        comments: [{ text: String, at: Date }],
        likes: Number,
      },
      { optimisticConcurrency: true },
    ),
  );
  const [ann, bob] = await Authors.create([{ name: 'ann' }, { name: 'bob' }]);
  await Posts.create([
    { title: 'one', author: ann!._id, comments: [], likes: 0 },
    { title: 'two', author: bob!._id, comments: [], likes: 0 },
  ]);
  const populated = await Posts.find().sort({ title: 1 }).populate<{ author: Author }>('author').lean();
  expect(populated.map((p) => p.author.name)).toEqual(['ann', 'bob']);

  const post = await Posts.findOne({ title: 'one' });
  post!.comments.push({ text: 'hi', at: new Date() });
  post!.likes += 1;
  await post!.save();
  const stale = await Posts.findOne({ title: 'one' });
  const fresh = await Posts.findOne({ title: 'one' });
  fresh!.title = 'one (edited)';
  await fresh!.save();
  stale!.title = 'conflict';
  await expect(stale!.save()).rejects.toThrow(mongoose.Error.VersionError);
  const stored = await Posts.findById(post!._id).lean();
  expect(stored).toMatchObject({ title: 'one (edited)', likes: 1, __v: 2 });
  expect(stored!.comments).toHaveLength(1);

  const updated = await Posts.findByIdAndUpdate(post!._id, { $inc: { likes: 5 } }, { returnDocument: 'after' }).lean();
  expect(updated?.likes).toBe(6);
});

test('bulkSave, eachAsync over a cursor, and deleteMany by $in of ids', async () => {
  const Tasks = h.connection.model('Task', new Schema({ name: String, done: Boolean }));
  const docs = Array.from({ length: 30 }, (_, i) => new Tasks({ name: `t${i}`, done: false }));
  await Tasks.bulkSave(docs);
  for (const d of docs.slice(0, 10)) d.set('done', true);
  await Tasks.bulkSave(docs);
  expect(await Tasks.countDocuments({ done: true })).toBe(10);
  const names: string[] = [];
  await Tasks.find({ done: false })
    .sort({ name: 1 })
    .batchSize(4)
    .cursor()
    .eachAsync((t) => void names.push(t.name as string));
  expect(names).toHaveLength(20);
  const res = await Tasks.deleteMany({ _id: { $in: docs.slice(0, 5).map((d) => d._id) } });
  expect(res.deletedCount).toBe(5);
});

test('discriminators share a collection and filter by their key', async () => {
  const Events = h.connection.model('Event', new Schema({ at: Date }, { discriminatorKey: 'kind' }));
  const Clicks = Events.discriminator('Click', new Schema({ url: String }));
  const Views = Events.discriminator('View', new Schema({ page: String }));
  await Clicks.create({ at: new Date(), url: '/a' });
  await Views.create([
    { at: new Date(), page: 'home' },
    { at: new Date(), page: 'shop' },
  ]);
  expect(await Events.countDocuments()).toBe(3);
  expect(await Views.countDocuments()).toBe(2);
  expect((await Clicks.findOne().lean())?.url).toBe('/a');
});
