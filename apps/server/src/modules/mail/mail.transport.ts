import type { Transporter } from 'nodemailer';

/** One email as the transport sends it. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

export interface MailLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the email; rejects otherwise. */
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

/**
 * A server that stops answering fails the attempt after these (and the email is retried); until then the
 * sender's heartbeat keeps its lease on the email (outbox.service.ts).
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * Nodemailer to the SMTP server of PORTICO_SMTP_URL, loaded with the first email: a server that has none
 * to send does not pay for loading it at start-up.
 */
export const smtpTransport = (url: string): MailTransport => {
  let transport: Promise<Transporter> | null = null;
  let closed = false;
  const open = () =>
    (transport ??= import('nodemailer').then(
      ({ default: nodemailer }) => nodemailer.createTransport({ url, ...TIMEOUTS }),
      (error: unknown) => {
        // Not kept: the next email tries again (the outbox retries it).
        transport = null;
        throw error;
      },
    ));
  return {
    send: async (m) => {
      if (closed) throw new Error('the email transport is closed');
      await (
        await open()
      ).sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        messageId: m.messageId,
      });
    },
    close: () => {
      closed = true;
      void transport?.then((t) => t.close());
    },
  };
};

/** Without SMTP configured: each email goes to the log, so a developer can follow its links. */
export const logTransport = (log: MailLog): MailTransport => ({
  send: async (m) => {
    log.info(
      { to: m.to, subject: m.subject, messageId: m.messageId, text: m.text },
      'email (PORTICO_SMTP_URL is not set: logged, not sent)',
    );
  },
  close: () => undefined,
});

export const createMailTransport = (smtpUrl: string | null, log: MailLog): MailTransport =>
  smtpUrl ? smtpTransport(smtpUrl) : logTransport(log);
