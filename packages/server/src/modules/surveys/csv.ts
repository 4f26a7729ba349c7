/**
 * RFC 4180 CSV for survey responses. Reading accepts CRLF or LF line ends, a leading byte-order
 * mark, quoted fields with doubled quotes and line breaks inside; a quote left open is an error.
 * Writing quotes a field only when it holds a comma, a quote or a line break, and puts an
 * apostrophe before one starting with =, +, - or @ so a spreadsheet never runs it as a formula.
 */

/** A file that is not CSV at all: `row` counts records from 1 (the header). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        const next = text[index];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
          throw new CsvSyntaxError(
            rows.length + 1,
            'a closing quote must end its field (write a quote inside a field as "")',
          );
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      index += 1;
    } else if (char === ',') {
      row.push(field);
      field = '';
      index += 1;
    } else if (char === '\r' || char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
    } else {
      field += char;
      index += 1;
    }
  }
  if (quoted) throw new CsvSyntaxError(rows.length + 1, 'a quoted field is never closed');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function csvField(value: string): string {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the header first) as CSV text, CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
