// The CPU time a process has used so far, read from /proc/<pid>/stat: user and system time of every thread (GC
// helpers included), in ms. Unlike a profile's samples, it does not count time other work took the core away.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * @param {number} pid
 * @param {{ children?: boolean }} [options] with `children`, also what its reaped children used
 * @returns {number | null} null where /proc or the process is missing
 */
export function processCpuMs(pid, { children = false } = {}) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command's name: the state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
