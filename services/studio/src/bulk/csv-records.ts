/** One record of a CSV file with its row number as a spreadsheet shows it (the first record is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export type CsvReading =
  { ok: true; records: CsvRecord[] } | { ok: false; row: number; reason: 'unclosed_quote' | 'text_after_quote' };

/**
 * The delimiter of a file: a comma (RFC 4180), or a semicolon when the first row has semicolons and
 * no comma, as spreadsheets write CSV where the comma is the decimal mark.
 */
function delimiterOf(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return commas === 0 && semicolons > 0 ? ';' : ',';
}

/**
 * Reads CSV text (RFC 4180): fields separated by the delimiter, records by CRLF, LF or CR, a field in
 * double quotes may hold delimiters, line breaks and doubled quotes (`""`). A byte order mark is
 * skipped. Empty records (blank lines) are left out but still counted, so the row numbers are those a
 * spreadsheet shows. A quoted field that is never closed, or one followed by more text before the
 * next delimiter, makes the file unreadable, named by the row where that field starts.
 */
export function readCsv(input: string): CsvReading {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let row = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ row, cells });
    cells = [];
    cell = '';
    row += 1;
  };
  while (i < text.length) {
    const char = text[i];
    if (char === '"' && cell === '') {
      const startRow = row;
      i += 1;
      for (;;) {
        if (i >= text.length) return { ok: false, row: startRow, reason: 'unclosed_quote' };
        const inner = text[i];
        if (inner === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += inner;
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
        return { ok: false, row: startRow, reason: 'text_after_quote' };
      }
      if (next === delimiter) {
        cells.push(cell);
        cell = '';
        i += 1;
      }
      continue;
    }
    if (char === delimiter) {
      cells.push(cell);
      cell = '';
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += char;
      i += 1;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return { ok: true, records };
}
