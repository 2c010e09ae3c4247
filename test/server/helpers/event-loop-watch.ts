import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

/** CPU time (user + system) this process's main thread has used, in ms (Linux: 10 ms steps); NaN elsewhere. */
function mainThreadCpuMs(): number {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks (100 Hz).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

export interface EventLoopWatch {
  /** The most CPU time the main thread spent between two turns of the timers (one uninterrupted stretch of work). */
  maxBusyMs: number;
  /** The longest wall-clock wait between two turns (that work, plus waiting for a CPU on a busy machine). */
  maxGapMs: number;
}

/**
 * A full garbage collection now. A test file runs late in a worker whose heap holds what the files before it
 * left; a major collection of that heap during the watch (530 ms of main-thread CPU once, against 50 to 90 ms
 * for the import itself) would be charged to the code under watch.
 */
function collectGarbage(): void {
  // The flag is on only while one context takes its `gc`: contexts made after it (the next test files' in
  // this worker) would get a `gc` global they cannot delete.
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
}

/**
 * Watches this process's event loop with a 5 ms timer: how long it went without a turn, and how much of that
 * the main thread spent working. The second is what code holding the event loop costs every request, whatever
 * the machine's load (a wait for a CPU uses none); the first adds the machine's own delays.
 */
export function watchEventLoop(): { stop: () => EventLoopWatch } {
  collectGarbage();
  let lastWall = performance.now();
  let lastCpu = mainThreadCpuMs();
  let maxBusyMs = 0;
  let maxGapMs = 0;
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = mainThreadCpuMs();
    maxGapMs = Math.max(maxGapMs, wall - lastWall);
    maxBusyMs = Math.max(maxBusyMs, cpu - lastCpu);
    lastWall = wall;
    lastCpu = cpu;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return { maxBusyMs, maxGapMs };
    },
  };
}
