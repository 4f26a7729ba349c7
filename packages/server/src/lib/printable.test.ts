import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('printable', () => {
  it('shows terminal controls as escapes and keeps ordinary text', () => {
    expect(printable('Great work\u001b[2J\u001b]0;pwned\u0007')).toBe(
      'Great work\\u{1b}[2J\\u{1b}]0;pwned\\u{7}',
    );
    expect(printable('evil\u202Etxt.exe')).toBe('evil\\u{202e}txt.exe');
    expect(printable('line one\n\tline two — ¡olé! 😀')).toBe('line one\n\tline two — ¡olé! 😀');
    expect(printable('\u009b31m')).toBe('\\u{9b}31m');
  });
});
