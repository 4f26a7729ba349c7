import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';

/** One e-mail as we compose it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and friends). */
  headers?: Record<string, string>;
}

/** The mail port: SMTP when configured, else files in `DATA_DIR/outbox`. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

const OutboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  sentAt: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/**
 * Writes a file so that readers see all of it or none of it: the text goes to a temporary file
 * in the same directory, is flushed to disk, and is then renamed over the final name (a rename is
 * atomic). A crash leaves at most a `.tmp` file, which readers ignore.
 */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomUUID().slice(0, 8)}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** Writes each message as a JSON file; `/dev/outbox` lists them for a newcomer to click. */
export function createOutboxMailer(directory: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(directory, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const stored: OutboxMessage = { id, from, sentAt, ...message };
      await writeAtomically(path.join(directory, `${id}.json`), JSON.stringify(stored, null, 2));
    },
    async close() {},
  };
}

/** The written messages, newest first. */
export async function readOutbox(directory: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        // A file that is not a whole message (written by an older version that crashed, or
        // edited by hand) is left out, never an error for the page.
        let json: unknown;
        try {
          json = JSON.parse(await readFile(path.join(directory, name), 'utf8'));
        } catch {
          return null;
        }
        const parsed = OutboxMessageSchema.safeParse(json);
        return parsed.success ? parsed.data : null;
      }),
  );
  return messages.filter((message) => message !== null).sort((a, b) => b.id.localeCompare(a.id));
}

export function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}
