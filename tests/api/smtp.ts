/** A real SMTP server on loopback for the staff e-mail tests, keeping every message it accepts, decoded. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  headers: Map<string, string>;
  /** The message as it arrived, for a parser of multipart messages (text and HTML). */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, with `user:password@` when the server asks for a login. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Stops listening; again is harmless. */
  close: () => Promise<void>;
}

/** Listens on 127.0.0.1 at a free port (or the one given, to come back where a stopped one was). */
export async function startSmtpServer(
  options: { port?: number; login?: { user: string; password: string } } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const { login } = options;
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to make, and nodemailer does not upgrade what is not offered.
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !login,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password) return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          ...parseMessage(Buffer.concat(chunks).toString("latin1")),
          raw: Buffer.concat(chunks).toString("latin1"),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const credentials = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@` : "";
  let closed: Promise<void> | null = null;
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    close: () => (closed ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

/**
 * The headers and the text of a single-part message as nodemailer writes it: headers unfolded, encoded words
 * (RFC 2047) and the body's transfer encoding (base64, quoted-printable) decoded as UTF-8.
 */
export function parseMessage(raw: string): { headers: Map<string, string>; subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const body = raw.slice(split + 4);
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding === "quoted-printable"
        ? quotedPrintableBytes(body)
        : Buffer.from(body, "latin1");
  return { headers, subject: headers.get("subject") ?? "", text: bytes.toString("utf8").replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

function quotedPrintableBytes(text: string): Buffer {
  const soft = text.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** Encoded words, a run of them decoded together, since one character's bytes may be split across two. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return value.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const parts: Buffer[] = [];
    for (const [, , kind, data] of run.matchAll(word)) {
      parts.push(kind.toUpperCase() === "B" ? Buffer.from(data, "base64") : quotedPrintableBytes(data.replace(/_/g, " ")));
    }
    return Buffer.concat(parts).toString("utf8") + (/\s$/.test(run) ? " " : "");
  });
}
