import { constants, existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Journal, readJournal } from './journal';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-journal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The open flags of this process's descriptor for `file`, as Linux shows them in /proc/self/fdinfo. */
function openFlagsOf(file: string): number | undefined {
  for (const fd of readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue;
    }
    if (target !== file) continue;
    const m = /^flags:\s+([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'));
    if (m) return parseInt(m[1]!, 8);
  }
  return undefined;
}

const linux = process.platform === 'linux' && existsSync('/proc/self/fdinfo');

(linux ? test : test.skip)(
  'the journal is written with O_DSYNC, so a group commit is durable in one write without a separate fdatasync',
  async () => {
    const file = path.join(dir, 'journal.log');
    const journal = new Journal(file);
    await journal.open();
    const flags = openFlagsOf(file);
    expect(flags).toBeDefined();
    expect(flags! & constants.O_DSYNC).toBe(constants.O_DSYNC);
    expect(flags! & constants.O_APPEND).toBe(constants.O_APPEND);

    const handle = (journal as unknown as { handle: FileHandle }).handle;
    const datasync = jest.spyOn(handle, 'datasync');
    const writev = jest.spyOn(handle, 'writev');
    for (let i = 0; i < 20; i++) journal.append({ o: 'p', d: 'app', c: 'things', doc: { _id: i } });
    await Promise.all(Array.from({ length: 20 }, () => journal.commit()));
    expect(writev).toHaveBeenCalledTimes(1);
    expect(datasync).not.toHaveBeenCalled();
    await journal.close();

    const records = readJournal(file, () => undefined);
    expect(records.map((r) => (r.doc as { _id: number })._id)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  },
);

(linux ? test : test.skip)('the journal keeps O_DSYNC after it is compacted into a new file', async () => {
  const file = path.join(dir, 'journal.log');
  const journal = new Journal(file, 1);
  await journal.open();
  journal.compactor = () => [];
  journal.append({ o: 'cc', d: 'app', c: 'things' });
  await journal.commit();
  journal.append({ o: 'cc', d: 'app', c: 'more' });
  await journal.commit();
  expect(openFlagsOf(file)! & constants.O_DSYNC).toBe(constants.O_DSYNC);
  await journal.close();
});
