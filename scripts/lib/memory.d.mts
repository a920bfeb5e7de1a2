// Types of memory.mjs (the scripts load that file as it is, so it stays plain JavaScript).
export function heapLimitMb(machineMb?: number): number;
export function appNodeOptions(existing?: string, machineMb?: number): string;
