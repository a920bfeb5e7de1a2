// How much memory the app server may use, from the machine's: a 1 GB server runs the app
// beside PostgreSQL and the system, and Node's own default heap limit (up to 4 GB, from the
// machine's memory) lets the heap grow under load long after the work that grew it is done.
import { totalmem } from "node:os";

const MB = 1024 * 1024;

/**
 * The V8 heap limit for the app server, in MB: a quarter of the machine's memory, between
 * 192 MB and 1 GB, in steps of 32 MB. The process's resident memory is about this plus
 * 150 MB (code, buffers, native memory): on a 1 GB machine 256 MB, about 400 MB in all.
 */
export function heapLimitMb(machineMb: number = totalmem() / MB): number {
  const quarter = Math.floor(machineMb / 4 / 32) * 32;
  return Math.min(1024, Math.max(192, quarter));
}

/**
 * NODE_OPTIONS for the app server: the heap limit, unless the operator set one already (it
 * is kept, as is anything else in NODE_OPTIONS). NODE_OPTIONS, not an argument, so a process
 * Next.js starts for itself gets it too.
 */
export function appNodeOptions(
  existing: string = process.env.NODE_OPTIONS ?? "",
  machineMb?: number,
): string {
  if (/--max-old-space-size\b/.test(existing)) return existing;
  return `${existing} --max-old-space-size=${heapLimitMb(machineMb)}`.trim();
}
