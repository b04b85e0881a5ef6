import { randomUUID } from "node:crypto";
import { readFlash } from "~/flash.server";

export interface StoreNotice {
  kind: "success" | "error";
  message: string;
  title?: string;
  /** The order a banner answers (its reference), so the page can link to it. */
  reference?: string;
  /** New on every load, so the same text shown twice restarts its 3-second fade. */
  id: string;
}

/** Reads the one-time banner an action left; the loader must send the returned headers. */
export async function readStoreNotice(request: Request): Promise<{ notice: StoreNotice | null; headers: HeadersInit }> {
  const { flash, headers } = await readFlash(request);
  return { notice: flash ? { ...flash, id: randomUUID() } : null, headers };
}

/** A fresh id for a notice an action returns directly, so each failure restarts the fade. */
export function noticeId(): string {
  return randomUUID();
}
