/**
 * What the end-to-end stores sent by e-mail. Each store sends all its mail, to staff and to shoppers, to a real SMTP
 * server of its own (scripts/e2e-mail.mjs), which keeps every message it received, decoded, as a JSON file in the
 * store's mail folder: a spec names the store by its address (`baseURL`, `tndBaseURL`) and reads or waits here.
 * Only the dinar store has PUBLIC_URL, so only its messages carry links (playwright.config.ts).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { mailFolderOf } from "../../scripts/e2e-mail.mjs";

export interface ReceivedMail {
  receivedAt: string;
  /** The envelope's recipients: whose mailbox the message reached. */
  to: string[];
  /** The From header, as mailparser writes it: `"Yasmine" <no-reply@localhost>`. */
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Each header as it was written (unfolded, not decoded), by its lower-case name. */
  headers: Record<string, string>;
}

/**
 * How long a message may take to arrive: the store sends its outbox right after the write that fills it, and looks
 * at it every 5 s besides (app/mailer.server.ts), so a missed nudge still arrives well within this.
 */
const MAIL_TIMEOUT_MS = 15_000;

/** The messages read so far, by file: a file is written whole once and never changes. */
const readFiles = new Map<string, ReceivedMail>();

/** Every message the store at `store` (its base URL) sent in this run, in the order they arrived. */
export async function mailsOf(store: string): Promise<ReceivedMail[]> {
  const folder = mailFolderOf(new URL(store).port);
  const names = (await fs.readdir(folder)).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      let mail = readFiles.get(file);
      if (!mail) {
        mail = JSON.parse(await fs.readFile(file, "utf8")) as ReceivedMail;
        readFiles.set(file, mail);
      }
      return mail;
    }),
  );
}

/** The messages the store sent to one address, in the order they arrived. */
export async function mailsTo(store: string, address: string): Promise<ReceivedMail[]> {
  return (await mailsOf(store)).filter((mail) => mail.to.includes(address));
}

/** The first message the store sent that `predicate` accepts, waited for; `what` names it when none comes. */
export async function waitForMail(
  store: string,
  predicate: (mail: ReceivedMail) => boolean,
  what = "the e-mail the test waits for",
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsOf(store)).find(predicate);
        return found !== undefined;
      },
      { message: `${what} reached the mail server of ${store}`, timeout: MAIL_TIMEOUT_MS },
    )
    .toBe(true);
  return found!;
}

/** The address of a message's link whose text is `label`, as her mail program would open it. */
export function linkOf(mail: ReceivedMail, label: string): string {
  const anchors = [...(mail.html ?? "").matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)];
  const anchor = anchors.find(([, , text]) => text.trim() === label);
  expect(anchor, `a link "${label}" in "${mail.subject}"`).toBeDefined();
  return decodeEntities(anchor![1]);
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** An attribute's text as the browser reads it, for the entities the store's messages write (escapeHtml). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
}
