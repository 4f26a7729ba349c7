/** What an uploaded document or voice note turned out to be, by its content. */
export interface DetectedFile {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Plain text: valid UTF-8 without control characters other than tabs and line breaks. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** A voice note by its first bytes: WebM, Ogg or MP4 audio; null otherwise. */
export function detectVoice(bytes: Buffer): DetectedFile | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return { contentType: 'audio/webm', extension: 'webm' };
  if (startsWith(bytes, ascii('OggS'))) return { contentType: 'audio/ogg', extension: 'ogg' };
  if (startsWith(bytes, ascii('ftyp'), 4)) return { contentType: 'audio/mp4', extension: 'm4a' };
  return null;
}

/**
 * A document by its first bytes, never by what the browser claims: PDF, Word (doc or docx),
 * plain text, PNG, JPEG or WebP. Null: not one of them.
 */
export function detectDocument(bytes: Buffer): DetectedFile | null {
  if (startsWith(bytes, ascii('%PDF-')))
    return { contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { contentType: 'application/msword', extension: 'doc' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('word/'))
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  if (isPlainText(bytes)) return { contentType: 'text/plain; charset=utf-8', extension: 'txt' };
  return null;
}

/** A file's name as others see it: no path, no control characters, at most 120 characters. */
export function displayName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001F\u007F<>"]/g, '').trim();
  return (clean || fallback).slice(0, 120);
}
