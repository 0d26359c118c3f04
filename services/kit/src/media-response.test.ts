import { byteRangeOf } from './media-response';

describe('byteRangeOf', () => {
  it('reads one range, an open end, and the last bytes', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole file for no header or one it does not read (several ranges)', () => {
    expect(byteRangeOf(undefined, 1000)).toBeUndefined();
    expect(byteRangeOf('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(byteRangeOf('items=0-1', 1000)).toBeUndefined();
  });

  it('refuses a range outside the file', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
