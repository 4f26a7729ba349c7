import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Day', value: (row: { day: string; views: number }) => row.day },
    { header: 'Views', value: (row: { day: string; views: number }) => row.views },
  ];

  it('writes a header and a row per record, with CRLF line ends', () => {
    expect(toCsv([{ day: '2026-06-20', views: 3 }], columns)).toBe('Day,Views\r\n2026-06-20,3\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, and defuses formulas', () => {
    const csv = toCsv(
      [
        { day: 'a, "b"', views: 1 },
        { day: '=HYPERLINK("x")', views: 2 },
        { day: 'two\nlines', views: 3 },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual([
      'Day,Views',
      '"a, ""b""",1',
      '"\'=HYPERLINK(""x"")",2',
      '"two\nlines",3',
      '',
    ]);
  });
});
