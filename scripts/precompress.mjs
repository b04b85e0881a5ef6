// Writes brotli and gzip copies next to the browser build and the SVG art, once per build,
// so the server sends them as they are instead of compressing each download again.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

function* filesUnder(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const isStale = (copy, source) => !fs.existsSync(copy) || fs.statSync(copy).mtimeMs < fs.statSync(source).mtimeMs;

let written = 0;
for (const file of filesUnder(path.resolve("public"))) {
  // Smaller than a packet either way; the server sends these as they are.
  if (fs.statSync(file).size < 1024) continue;
  const source = fs.readFileSync(file);
  if (isStale(`${file}.br`, file)) {
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    written += 1;
  }
  if (isStale(`${file}.gz`, file)) {
    fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    written += 1;
  }
}
console.log(`precompress: ${written} compressed copies written`);
