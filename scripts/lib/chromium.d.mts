// Types of chromium.mjs (scripts load that file as it is, so it stays plain JavaScript).
export function chromiumPath(options?: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
}): string;
