/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './portal-server';

/**
 * A real SMTP server for the browser tests: the portal sends its emails to it as it would to any mail
 * server, and each accepted message is written to a directory as JSON, where the tests (which run in other
 * processes) read them (`waitForEmail`).
 */
export interface StoredEmail {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export const startMailbox = async (dir: string) => {
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const stored: StoredEmail = {
            messageId: mail.messageId ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          };
          const file = path.join(dir, `${Date.now()}-${String(count).padStart(5, '0')}.json`);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(stored));
          fs.renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const readAll = (dir: string): StoredEmail[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredEmail);

/** The emails received so far for an address (oldest first). */
export const emailsTo = (dir: string, to: string) =>
  readAll(dir).filter((m) => m.to.includes(to.toLowerCase()));

/**
 * Waits for an email to `to` whose subject matches, received after `since` (an ISO time), and returns it.
 * The portal sends from its outbox in the background, so this polls (15 s at most).
 */
export const waitForEmail = async (
  dir: string,
  { to, subject, since }: { to: string; subject: RegExp; since?: string },
): Promise<StoredEmail> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = emailsTo(dir, to).find((m) => subject.test(m.subject) && (!since || m.receivedAt >= since));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = emailsTo(dir, to).map((m) => m.subject);
      throw new Error(`No email to ${to} matching ${subject} arrived (seen: ${JSON.stringify(seen)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** The first link in an email's text whose path is `pathname`. */
export const linkIn = (email: StoredEmail, pathname: string): URL => {
  for (const match of email.text.matchAll(/https?:\/\/[^\s<>)"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in the email "${email.subject}":\n${email.text}`);
};
