// An ordered list kept as blocks of bounded size, so inserts and removals cost O(log n + block)
// instead of shifting one big array; iteration from any position is in key order.
const MAX_BLOCK = 512;

export class SortedList<T> {
  private blocks: T[][] = [];
  private count = 0;

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  get size(): number {
    return this.count;
  }

  /** Index of the first block whose last element is >= probe under `test` (test(x) < 0 means x before probe). */
  private blockFor(test: (x: T) => number): number {
    let lo = 0;
    let hi = this.blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const block = this.blocks[mid]!;
      if (test(block[block.length - 1]!) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private static lowerBound<T>(block: T[], test: (x: T) => number): number {
    let lo = 0;
    let hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (test(block[mid]!) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(item: T): void {
    this.count++;
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      return;
    }
    const test = (x: T) => this.cmp(x, item);
    let b = this.blockFor(test);
    if (b === this.blocks.length) b--;
    const block = this.blocks[b]!;
    block.splice(SortedList.lowerBound(block, test), 0, item);
    if (block.length > MAX_BLOCK * 2) this.blocks.splice(b + 1, 0, block.splice(MAX_BLOCK));
  }

  remove(item: T): boolean {
    const test = (x: T) => this.cmp(x, item);
    const b = this.blockFor(test);
    const block = this.blocks[b];
    if (!block) return false;
    const i = SortedList.lowerBound(block, test);
    if (i >= block.length || this.cmp(block[i]!, item) !== 0) return false;
    block.splice(i, 1);
    if (block.length === 0) this.blocks.splice(b, 1);
    this.count--;
    return true;
  }

  clear(): void {
    this.blocks = [];
    this.count = 0;
  }

  /**
   * Items from the first one where `start(x) >= 0` (or the beginning), forwards; stops as soon as
   * `stop(x)` is true. Reverse scans run from the last item where `start(x) <= 0` backwards.
   */
  *scan(start: ((x: T) => number) | undefined, stop: (x: T) => boolean, reverse = false): Generator<T> {
    if (!reverse) {
      let b = 0;
      let i = 0;
      if (start) {
        b = this.blockFor(start);
        i = b < this.blocks.length ? SortedList.lowerBound(this.blocks[b]!, start) : 0;
      }
      for (; b < this.blocks.length; b++, i = 0) {
        const block = this.blocks[b]!;
        for (; i < block.length; i++) {
          const x = block[i]!;
          if (stop(x)) return;
          yield x;
        }
      }
      return;
    }
    let b = this.blocks.length - 1;
    let i = b >= 0 ? this.blocks[b]!.length - 1 : -1;
    if (start) {
      // first position with start(x) > 0, minus one
      const after = (x: T) => (start(x) <= 0 ? -1 : 1);
      const nb = this.blockFor(after);
      if (nb < this.blocks.length) {
        const pos = SortedList.lowerBound(this.blocks[nb]!, after);
        b = nb;
        i = pos - 1;
        if (i < 0) {
          b--;
          i = b >= 0 ? this.blocks[b]!.length - 1 : -1;
        }
      }
    }
    for (; b >= 0; b--) {
      const block = this.blocks[b]!;
      if (i < 0) i = block.length - 1;
      for (; i >= 0; i--) {
        const x = block[i]!;
        if (stop(x)) return;
        yield x;
      }
    }
  }
}
