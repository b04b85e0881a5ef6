import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another store process (pid ${pid}). ` +
        `Stop that process first, or start this one with another DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite takes no lock on its directory, and two processes writing one cluster
 * corrupt it. A pid file created with O_EXCL stands in; a lock left by a process
 * that no longer runs (killed with SIGKILL) is taken over. A live holder is
 * waited for briefly, so a dev-server restart can overlap the old process.
 */
export async function lockDataDir(dir: string, waitMs = 3000): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "store.lock");
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.rmSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
      if (Date.now() >= deadline) throw new DataDirLockedError(dir, holder);
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    fs.rmSync(lockPath, { force: true });
  }
}
