import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One email as the test SMTP server received it. */
export interface ReceivedEmail {
  raw: string;
  /** The Message-ID header. */
  messageId: string;
  to: string;
  subject: string;
  header: (name: string) => string | undefined;
}

export interface TestSmtp {
  port: number;
  url: string;
  /** Accepted emails, in order. */
  received: ReceivedEmail[];
  /** How many emails arrived (accepted or not). */
  arrivals: () => number;
  close: () => Promise<void>;
}

export interface TestSmtpOptions {
  /**
   * Called with each email's number (1-based) before it is answered: return 'accept', 'reject' (a 550
   * answer), or 'hang' (never answered, as when the sender dies first); or a promise of one, to hold the
   * answer back (a slow server).
   */
  decide?: (n: number, raw: string) => Decision | Promise<Decision>;
}

type Decision = 'accept' | 'reject' | 'hang';

/** Unfolded header value of a raw message. */
const headerOf = (raw: string, name: string): string | undefined => {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};

/** A real SMTP server on a random loopback port (the smtp-server package), without TLS or auth. */
export const startTestSmtp = async (options: TestSmtpOptions = {}): Promise<TestSmtp> => {
  const received: ReceivedEmail[] = [];
  let arrivals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const n = ++arrivals;
        const decision = (await options.decide?.(n, raw)) ?? 'accept';
        if (decision === 'hang') return;
        if (decision === 'reject') {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        received.push({
          raw,
          messageId: headerOf(raw, 'Message-ID') ?? '',
          to: headerOf(raw, 'To') ?? '',
          subject: headerOf(raw, 'Subject') ?? '',
          header: (name) => headerOf(raw, name),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrivals: () => arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** How many times each Message-ID was accepted. */
export const countByMessageId = (emails: ReceivedEmail[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const e of emails) counts.set(e.messageId, (counts.get(e.messageId) ?? 0) + 1);
  return counts;
};
