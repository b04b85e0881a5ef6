/**
 * The process's side of staff e-mail: the way out (the SMTP server of SMTP_URL, or the log without it), and the
 * loop that sends the outbox (app/models/mail.server.ts) every few seconds and right after an order or a message
 * is committed.
 */
import { createTransport } from "nodemailer";
import type { Logger } from "pino";
import type { MailAddress } from "./config.server";
import type { Db } from "./db/connection";
import { deliverDueMail, MAIL_BATCH, type MailTransport } from "./models/mail.server";

/** How long the mail server may take to connect, to greet, or to answer: a dead or stuck one holds a send no longer. */
export const SMTP_TIMEOUT_MS = 10_000;
/** How often the outbox is looked at without a nudge: e-mails due for a retry, or written by another instance. */
export const MAIL_POLL_MS = 5_000;

export interface ClosableTransport extends MailTransport {
  close(): void;
}

/** Sends through the SMTP server of an smtp:// or smtps:// URL. Errors never carry its password. */
export function smtpTransport(smtpUrl: string, from: MailAddress, timeoutMs = SMTP_TIMEOUT_MS): ClosableTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  // The URL's password as written and as sent (percent-decoded), to be masked wherever an error repeats it.
  const password = new URL(smtpUrl).password;
  const secrets = password ? [password, decodedOrAsIs(password)] : [];
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (error) {
        let message = error instanceof Error ? error.message : String(error);
        for (const secret of secrets) message = message.split(secret).join("***");
        // A fresh error, so no property of the original (the command sent, the login) carries the password further.
        throw Object.assign(new Error(message), { code: (error as { code?: unknown } | null)?.code });
      }
    },
    close: () => transporter.close(),
  };
}

function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Without SMTP_URL: each e-mail is written to the log (to whom, and its subject) and counts as sent. */
export function loggingTransport(logger: Pick<Logger, "info">): ClosableTransport {
  return {
    async send(mail) {
      logger.info({ to: mail.to, subject: mail.subject }, "staff e-mail logged, not sent: SMTP_URL is not set");
    },
    close: () => {},
  };
}

export interface MailSender {
  /** Sends what is due now (after an order or a message was committed); a round already running goes again after. */
  nudge: () => void;
  /** No new round or e-mail starts; the e-mail being sent finishes (or times out). The outbox keeps the rest. */
  stop(): Promise<void>;
}

/** Sends the outbox at once, then every `intervalMs` and on each nudge. Nothing it meets is thrown out of it. */
export function startMailSender(options: {
  db: Db;
  transport: ClosableTransport;
  logger: Logger;
  intervalMs?: number;
  /** Writes what became due since the last round into the outbox (the back-in-stock alerts), before it is sent. */
  beforeRound?: () => Promise<unknown>;
}): MailSender {
  const { db, transport, logger, beforeRound } = options;
  const stopping = new AbortController();
  let round: Promise<void> | null = null;
  let again = false;

  const runRounds = async () => {
    do {
      again = false;
      try {
        await beforeRound?.();
      } catch (error) {
        logger.warn({ err: error }, "back-in-stock alerts could not be written this round; the next one tries again");
      }
      try {
        const report = await deliverDueMail(db, transport, { logger, signal: stopping.signal });
        // A full batch may have left more behind it.
        if (report.sent + report.failed === MAIL_BATCH) again = true;
      } catch (error) {
        logger.warn({ err: error }, "staff e-mail could not be sent this round; the next one tries again");
      }
    } while (again && !stopping.signal.aborted);
  };
  const nudge = () => {
    if (stopping.signal.aborted) return;
    if (round) {
      again = true;
      return;
    }
    round = runRounds().finally(() => {
      round = null;
    });
  };

  const timer = setInterval(nudge, options.intervalMs ?? MAIL_POLL_MS);
  timer.unref();
  nudge();
  return {
    nudge,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await round;
      transport.close();
    },
  };
}
