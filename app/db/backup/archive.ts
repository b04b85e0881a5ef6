/**
 * A backup is one gzip-compressed tar file (readable with `tar -xzf`), written with Node's zlib alone: the
 * tar packages in node_modules come only with development tools, and a backup must run where they are not.
 * Only plain files with simple names are written or read; anything else in a file means it is no backup of ours.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { BackupError } from "./errors";

const BLOCK = 512;
const NAME = /^[a-z][a-z0-9._-]{0,63}$/;

export interface ArchiveEntry {
  name: string;
  /** The bytes, or the path of a file to copy in. */
  source: Buffer | string;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, "utf8");
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write("        ", 148); // the checksum counts its own field as spaces
  block.write("0", 156); // a regular file
  block.write("ustar\u000000", 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148);
  return block;
}

function checksumOf(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return sum;
}

async function* tarStream(entries: ArchiveEntry[], mtime: Date): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    if (!NAME.test(entry.name)) throw new Error(`bad archive entry name ${entry.name}`);
    const size = typeof entry.source === "string" ? (await fs.promises.stat(entry.source)).size : entry.source.byteLength;
    yield header(entry.name, size, mtime);
    if (typeof entry.source === "string") {
      for await (const chunk of fs.createReadStream(entry.source)) yield chunk as Buffer;
    } else {
      yield entry.source;
    }
    if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
  }
  yield Buffer.alloc(BLOCK * 2);
}

/**
 * Only a file this call creates: never one that is there already, nor what a symbolic link there points to. A
 * link planted at the temporary name (BACKUP_DIR shared, or writable by another user) would otherwise have the
 * backup, customers' addresses and all, written into a file of the planter's choosing, or over one of ours.
 */
const CREATE_NEW_FILE = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW;

/**
 * Writes the archive under a temporary name beside `destination`, flushed to disk, then renames it: a crash
 * or a full disk never leaves a file that looks like a finished backup.
 */
export async function writeArchive(destination: string, entries: ArchiveEntry[]): Promise<void> {
  const partial = path.join(path.dirname(destination), `.${path.basename(destination)}.partial`);
  let file: fs.promises.FileHandle;
  try {
    file = await fs.promises.open(partial, CREATE_NEW_FILE, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST" && (error as NodeJS.ErrnoException).code !== "ELOOP") throw error;
    // Not ours to remove: another backup may be writing it, or someone put it there.
    throw new BackupError(
      `${partial} is already there, so the backup was not written. Another backup may be running: wait for it. ` +
        `Otherwise remove that file (or link) yourself, after checking who put it there, and back up again.`,
    );
  }
  try {
    await pipeline(Readable.from(tarStream(entries, new Date())), zlib.createGzip(), file.createWriteStream());
    // On disk before it takes its final name.
    const written = await fs.promises.open(partial, "r");
    await written.sync().finally(() => written.close());
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await file.close().catch(() => {});
  }
  await fs.promises.rename(partial, destination);
}

/**
 * Extracts the archive's files into `directory` (which must exist) and answers their names. A file that is not
 * a gzip-compressed tar, holds anything but plain files with simple names, or ends early is refused with a
 * BackupError that says so.
 */
export async function readArchive(file: string, directory: string): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { handle: fs.promises.FileHandle; left: number; padding: number } | null = null;
  let ended = false;
  const notBackup = (why: string) => new BackupError(`${file} is not a backup of the store (${why}).`);
  try {
    for await (const chunk of fs.createReadStream(file).pipe(zlib.createGunzip())) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      for (;;) {
        if (ended) {
          pending = Buffer.alloc(0);
          break;
        }
        if (current) {
          const take = Math.min(current.left, pending.length);
          if (take) await current.handle.write(pending.subarray(0, take));
          current.left -= take;
          pending = pending.subarray(take);
          if (current.left > 0) break;
          if (pending.length < current.padding) break;
          pending = pending.subarray(current.padding);
          await current.handle.close();
          current = null;
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          continue;
        }
        if (Number.parseInt(block.toString("latin1", 148, 156), 8) !== checksumOf(block)) throw notBackup("not a tar archive");
        const name = block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
        const type = String.fromCharCode(block[156] || 48);
        if (type !== "0" || !NAME.test(name) || names.includes(name)) throw notBackup(`unexpected entry "${name}"`);
        const size = Number.parseInt(block.toString("latin1", 124, 136), 8);
        names.push(name);
        current = {
          handle: await fs.promises.open(path.join(directory, name), "wx", 0o600),
          left: size,
          padding: size % BLOCK ? BLOCK - (size % BLOCK) : 0,
        };
      }
    }
  } catch (error) {
    await current?.handle.close();
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`${file} does not exist.`);
    if (code === "EISDIR") throw new BackupError(`${file} is a directory, not a backup file.`);
    if (code === "Z_DATA_ERROR") throw notBackup("not a gzip-compressed file");
    if (code === "Z_BUF_ERROR") throw new BackupError(`${file} is incomplete: it ends in the middle (a copy cut short?).`);
    throw error;
  }
  if (current || !ended) {
    await current?.handle.close();
    throw new BackupError(`${file} is incomplete: it ends in the middle (a copy cut short?).`);
  }
  return names;
}
