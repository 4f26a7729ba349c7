/**
 * Text from the database as it may go to a terminal: control characters other than tab and
 * newline (ESC sequences that move the cursor, recolour, retitle the window or hide text; C1
 * controls; bidirectional overrides) are shown as `\u{…}` escapes instead of acting.
 */
export function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
    (char) => `\\u{${char.codePointAt(0)?.toString(16) ?? '?'}}`,
  );
}
