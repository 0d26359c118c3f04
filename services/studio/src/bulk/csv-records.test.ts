import { readCsv } from './csv-records';

const cellsOf = (text: string) => {
  const reading = readCsv(text);
  if (!reading.ok) throw new Error(`unreadable at row ${reading.row}`);
  return reading.records.map((record) => [record.row, ...record.cells]);
};

describe('readCsv (RFC 4180)', () => {
  it('reads fields, quoted delimiters, line breaks and doubled quotes, with CRLF, LF or CR between records', () => {
    expect(cellsOf('a,b\r\n"1,5","say ""hi"""\r\n')).toEqual([
      [1, 'a', 'b'],
      [2, '1,5', 'say "hi"'],
    ]);
    expect(cellsOf('a,b\n"two\r\nlines",x\rlast,')).toEqual([
      [1, 'a', 'b'],
      [2, 'two\r\nlines', 'x'],
      [3, 'last', ''],
    ]);
    expect(cellsOf('"",""\n')).toEqual([[1, '', '']]);
  });

  it('skips a byte order mark, and blank lines while still counting them as rows', () => {
    expect(cellsOf('\uFEFFdate,text\n\n2030-01-01,Hi\n\n')).toEqual([
      [1, 'date', 'text'],
      [3, '2030-01-01', 'Hi'],
    ]);
  });

  it('reads semicolons as the delimiter when the first row has them and no comma', () => {
    expect(cellsOf('date;text\n2030-01-01;"Hi, you"\n')).toEqual([
      [1, 'date', 'text'],
      [2, '2030-01-01', 'Hi, you'],
    ]);
  });

  it('names the row where an unclosed quoted value starts, and one followed by more text', () => {
    expect(readCsv('a,b\n1,2\n3,"open\n4,5\n')).toEqual({ ok: false, row: 3, reason: 'unclosed_quote' });
    expect(readCsv('a,b\n"x"y,2\n')).toEqual({ ok: false, row: 2, reason: 'text_after_quote' });
  });
});
