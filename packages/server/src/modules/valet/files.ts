import type { ValetUploadKind } from '@atlas/api/valet';
import { detectDocument, detectVoice, type DetectedFile } from '../../storage/documents';

export { displayName, type DetectedFile } from '../../storage/documents';

/**
 * The type of a valet upload by its content: a brief document (storage/documents.ts) or a voice
 * note. Null: not one of them.
 */
export function detectValetFile(kind: ValetUploadKind, bytes: Buffer): DetectedFile | null {
  return kind === 'voice' ? detectVoice(bytes) : detectDocument(bytes);
}
