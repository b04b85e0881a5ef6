/**
 * The mail server of an end-to-end store: a real SMTP server on loopback that the store sends all its e-mail to
 * (SMTP_URL), as it would to a shop's provider, and that writes each message it accepts, decoded, as one JSON file
 * in the store's mail folder. The specs read that folder (tests/e2e/mail-helpers.ts) to see what a shopper or a
 * staff member would find in her mailbox, and open its links in the browser.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const testResults = fileURLToPath(new URL("../test-results/", import.meta.url));

/**
 * The folder of the messages sent by the end-to-end store on `port`: one JSON file per message, named in the order
 * they arrived. Emptied when that store starts, so it holds this run's messages only.
 * @param {number | string} port
 */
export function mailFolderOf(port) {
  return path.join(testResults, `e2e-mail-${port}`);
}

/**
 * Each header of a message as it was written (unfolded, not decoded), by its lower-case name: what a test may
 * want beyond the decoded fields, such as Message-ID or Content-Type.
 * @param {{ key: string; line: string }[]} headerLines
 */
function rawHeaders(headerLines) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const { key, line } of headerLines) {
    headers[key] ??= line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
  }
  return headers;
}

/**
 * Listens on 127.0.0.1 at a free port, for as long as the process lives, and keeps every message in `folder`
 * (emptied first). Answers the URL to give the store as SMTP_URL.
 * @param {string} folder
 * @returns {Promise<string>}
 */
export async function startMailCatcher(folder) {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    // Plain text on loopback: no certificate to make, and nodemailer does not upgrade what is not offered.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    // Loopback only: no name to look up for the store's address.
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      // Numbered as they arrive, so that the files sort in the order the store sent them.
      const name = String((received += 1)).padStart(6, "0");
      // Read whole before parsing, so that a message the parser chokes on is still consumed and answered, never left
      // hanging until the store's send times out.
      const chunks = [];
      stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on("end", () => {
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            const mail = {
              receivedAt: new Date().toISOString(),
              // The envelope's recipients: whose mailbox it reaches, whatever the headers say.
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: parsed.from?.text ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: parsed.html || null,
              headers: rawHeaders(parsed.headerLines),
            };
            // Written aside, then renamed: a spec polling the folder never reads half a file.
            const file = path.join(folder, `${name}.json`);
            fs.writeFileSync(`${file}.part`, JSON.stringify(mail, null, 2));
            fs.renameSync(`${file}.part`, file);
            callback();
          })
          .catch((/** @type {Error} */ error) => {
            // Refused, so the store keeps the message in its outbox and tries again, and the log says why.
            console.error(`the test mail server could not keep a message: ${error.message}`);
            callback(error);
          });
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(undefined));
  });
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.server.address());
  return `smtp://127.0.0.1:${port}`;
}
