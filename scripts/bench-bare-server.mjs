// The bench's ceiling: a bare node:http server that answers each path (and Cookie, and If-None-Match) with the bytes
// the store sent for it (status, headers, body), held in memory. It runs in its own process, started by
// scripts/bench.ts with `fork`, so that on a small machine it does not share an event loop with the load generator.
// Protocol: the parent sends { answers: [{ path, cookie, ifNoneMatch, status, headers: [name, value, …], body }] };
// this process answers { port } once it listens on loopback.
import http from "node:http";

process.once("message", ({ answers }) => {
  const byRequest = new Map(
    answers.map((answer) => [
      `${answer.path}\n${answer.cookie}\n${answer.ifNoneMatch}`,
      // The IPC channel hands a Buffer over as a plain Uint8Array.
      { ...answer, body: Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength) },
    ]),
  );
  const server = http.createServer((req, res) => {
    const answer = byRequest.get(`${req.url}\n${req.headers.cookie ?? ""}\n${req.headers["if-none-match"] ?? ""}`);
    if (!answer) {
      res.writeHead(404, { "content-length": "0" }).end();
      return;
    }
    // A 304 carries no body and, as the store sends it, no length.
    res.writeHead(
      answer.status,
      answer.status === 304 ? answer.headers : [...answer.headers, "content-length", String(answer.body.byteLength)],
    );
    res.end(req.method === "HEAD" ? undefined : answer.body);
  });
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
  process.on("disconnect", () => process.exit(0));
});
