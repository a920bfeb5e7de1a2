// Which push endpoints the server will POST to. A subscription names a URL of the browser's
// push service; anything else (an intranet address, a site of the sender's choosing) would let
// anyone make the server send requests for them. Pure: the list is passed in.

/** The browsers' own push services: Chrome and Android, Firefox, Safari and iOS, Edge. */
export const BROWSER_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

/** The allowed hosts from PUSH_SERVICE_HOSTS ("a.example,b.example:8443"), or the browsers'. */
export function parseHosts(setting: string): string[] {
  const hosts = setting
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length ? hosts : BROWSER_PUSH_HOSTS;
}

function matches(entry: string, url: URL): boolean {
  const [name = "", port = ""] = entry.split(":");
  // An entry without a port allows only https's own (443) port.
  if (url.port !== port) return false;
  if (name.startsWith("*.")) return url.hostname.endsWith(name.slice(1));
  return url.hostname === name;
}

/** An https URL, with no user name or password, on an allowed host. */
export function isAllowedEndpoint(endpoint: string, hosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return hosts.some((entry) => matches(entry, url));
}
