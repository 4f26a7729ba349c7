import type { FastifyInstance } from 'fastify';
import { solvedCaptcha } from './captcha';

export interface MultipartFile {
  data: Buffer;
  name: string;
  type: string;
  /** The form field of the file; `file` unless told. */
  field?: string;
}

/** A multipart/form-data body: the fields in order, then the file (when there is one). */
export function multipartBody(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----atlas${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain-text file of exactly `bytes` bytes (a brief document, by its content). */
export function textFile(bytes: number, name = 'brief.txt'): MultipartFile {
  return { data: Buffer.alloc(bytes, 'a'), name, type: 'text/plain' };
}

/**
 * POST /api/valet/uploads from `ip`: signed in with `token`, or anonymous with a freshly solved
 * captcha (`captcha: null` sends none, a string sends that one).
 */
export async function uploadValet(
  app: FastifyInstance,
  options: { ip: string; file: MultipartFile; token?: string; captcha?: string | null },
) {
  const captcha =
    options.captcha !== undefined
      ? options.captcha
      : options.token
        ? null
        : await solvedCaptcha(app, options.ip);
  const body = multipartBody(
    { kind: 'file', ...(captcha === null ? {} : { captcha }) },
    options.file,
  );
  return app.inject({
    method: 'POST',
    url: '/api/valet/uploads',
    remoteAddress: options.ip,
    headers: {
      ...body.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: body.payload,
  });
}

/** POST /api/conversations/{id}/attachments from `ip`, signed in with `token`. */
export function uploadChatAttachment(
  app: FastifyInstance,
  options: { ip: string; conversationId: string; token: string; file: MultipartFile },
) {
  const body = multipartBody({}, options.file);
  return app.inject({
    method: 'POST',
    url: `/api/conversations/${options.conversationId}/attachments`,
    remoteAddress: options.ip,
    headers: { ...body.headers, authorization: `Bearer ${options.token}` },
    payload: body.payload,
  });
}
