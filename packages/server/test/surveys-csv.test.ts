import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from '../src/modules/surveys/csv';
import { bucketLabels } from '../src/modules/surveys/tally';

describe('survey CSV', () => {
  it('quotes commas, quotes and line breaks, and reads them back', () => {
    const rows = [
      ['respondent', 'comment'],
      ['r1', 'Fast, cheap'],
      ['r2', 'She said "fine"'],
      ['r3', 'two\nlines'],
    ];
    const text = toCsv(rows);
    expect(text).toBe(
      'respondent,comment\r\nr1,"Fast, cheap"\r\nr2,"She said ""fine"""\r\nr3,"two\nlines"\r\n',
    );
    expect(parseCsv(text)).toEqual(rows);
  });

  it('defuses spreadsheet formulas', () => {
    expect(toCsv([['=SUM(A1)', '+1', '@x', 'ok']])).toBe("'=SUM(A1),'+1,'@x,ok\r\n");
  });

  it('reads LF files and a byte-order mark, and names the record of a broken quote', () => {
    expect(parseCsv('\uFEFFa,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(() => parseCsv('a,b\r\n"c"x,d')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\r\n"open')).toThrow(/never closed/);
  });

  it('labels number buckets from their edges', () => {
    expect(bucketLabels([0, 10, 1000])).toEqual(['0–9', '10–999', '1,000+']);
    expect(bucketLabels([0, 1, 2, 5])).toEqual(['0', '1', '2–4', '5+']);
  });
});
