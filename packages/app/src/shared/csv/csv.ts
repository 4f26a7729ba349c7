/**
 * CSV text (RFC 4180): a header row, then one row per record; a field with a comma, a quote or a
 * line break is quoted, its quotes doubled. A field starting with =, +, - or @ gets a leading
 * apostrophe, so a spreadsheet never runs it as a formula.
 */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly { header: string; value: (row: Row) => string | number }[],
): string {
  const field = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    columns.map((column) => field(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => field(column.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers `csv` as a download named `filename` (in the browser). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
