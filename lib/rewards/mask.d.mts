// Types of mask.mjs (the scripts load that file as it is, so it stays plain JavaScript).
export function maskUsername(username: string): string;
