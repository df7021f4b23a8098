/**
 * CPU time a process has used so far, from /proc/<pid>/stat (Linux): the bench reads it before and after
 * a run to charge each service's process with its share of the load.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's times. */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      // Linux has used 100 on every common architecture for decades.
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User plus system CPU seconds of the process (its own threads, not its children). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces and parentheses: the fields that follow start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 (utime) and 15 (stime) of proc(5), counted from field 3 here.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / clockTicks();
}

/** CPU seconds of each named process, e.g. before and after a run. */
export function cpuSecondsOf(pids: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
}
