import { Transform } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { pageSecurityPolicy } from "~/security.server";

const ABORT_DELAY = 5_000;

/**
 * React writes a page as many pieces of about 2 KB, all at once when a part of the page is ready; passed on as
 * they came, each one went through the web stream of the response and its own socket write (measured: a fresh
 * render cost 10–15 % more CPU). This stream hands on what was written in one go as one chunk, once the code
 * writing it is done: a page still streams, part by part, as React finishes them.
 */
function coalescingStream(): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const passOn = () => {
    scheduled = false;
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(passOn);
      }
      done();
    },
    flush(done) {
      passOn();
      done();
    },
  });
  return stream;
}

/**
 * Renders a page with a per-request nonce: the Content-Security-Policy allows
 * exactly the scripts this render wrote, and no injected inline script can run.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce ?? "";
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once everything is rendered: a timer still pending would hold the whole render (its tree, its
    // loader data) in memory for ABORT_DELAY after the answer left, and the garbage collector would carry it.
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY);
    function answer() {
      shellRendered = true;
      const body = coalescingStream();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Content-Security-Policy", pageSecurityPolicy(nonce, process.env.NODE_ENV === "production"));
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    }
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />, {
      nonce,
      onShellReady() {
        if (!waitForAll) answer();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (waitForAll) answer();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged here; before it, the error boundary renders them.
        if (shellRendered) console.error(error);
      },
    });
  });
}
