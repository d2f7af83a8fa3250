import nodemailer from 'nodemailer';

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

/** Nodemailer to the SMTP server of PORTICO_SMTP_URL. */
export const smtpTransport = (url: string): MailTransport => {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    send: async (m) => {
      await transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        messageId: m.messageId,
      });
    },
    close: () => transport.close(),
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
