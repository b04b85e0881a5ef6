/**
 * The ZIP of pictures that comes with a catalogue file: only its pictures are read, by their file names, and a
 * ZIP that could harm the server is refused before anything is unpacked: a path that leaves its folder (`../`,
 * an absolute path), an entry larger than an upload may be, or more in all than an import may unpack.
 */
import { IMPORT_ZIP_UNPACKED_MAX_BYTES } from "./import-limits";
import { unzipSync } from "fflate";
import { sayApi } from "./api-messages.server";
import { IMAGE_MAX_BYTES } from "./limits";

export class ZipReadError extends Error {}

const PICTURE_FILE = /\.(png|jpe?g|gif)$/i;

/** Whether an entry's path stays inside the ZIP's folder. */
function staysInside(name: string): boolean {
  if (name.startsWith("/") || name.startsWith("\\") || /^[a-z]:/i.test(name)) return false;
  return !name.split(/[\\/]/).some((part) => part === "..");
}

/** The ZIP's pictures by file name (folders dropped); throws ZipReadError with a ready sentence. */
export function readZipPictures(bytes: Uint8Array): Map<string, Uint8Array> {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => {
        if (!staysInside(entry.name)) throw new ZipReadError(sayApi.importZipUnsafe(entry.name));
        if (entry.name.endsWith("/") || !PICTURE_FILE.test(entry.name)) return false;
        unpacked += entry.originalSize;
        if (entry.originalSize > IMAGE_MAX_BYTES || unpacked > IMPORT_ZIP_UNPACKED_MAX_BYTES) {
          throw new ZipReadError(sayApi.importZipUnsafe(entry.name));
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    throw new ZipReadError(sayApi.importZipUnreadable());
  }
  const pictures = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) {
    // An entry that unpacked larger than it said it would is a bomb that lied about its size.
    if (data.byteLength > IMAGE_MAX_BYTES) throw new ZipReadError(sayApi.importZipUnsafe(name));
    pictures.set(name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1), data);
  }
  return pictures;
}
