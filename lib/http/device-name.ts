/**
 * A short name for the device a passkey was made on, from its browser's User-Agent, so the
 * list tells "iPhone" from "Chrome on Mac". Phones are named by the phone (the passkey lives
 * in its keychain, whichever browser asked); computers by browser and system. iPadOS in
 * desktop mode calls itself a Mac, and is named so: the server cannot tell it apart.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  // An iPod says "iPod touch; CPU iPhone OS": asked first.
  if (/iPod/.test(ua)) return "iPod touch";
  if (/iPad/.test(ua)) return "iPad";
  if (/iPhone/.test(ua)) return "iPhone";
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? "Android phone" : "Android tablet";
  const system = systemOf(ua);
  const browser = browserOf(ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

function systemOf(ua: string): string | null {
  if (/Windows/.test(ua)) return "Windows";
  if (/CrOS/.test(ua)) return "Chromebook";
  if (/Macintosh|Mac OS X/.test(ua)) return "Mac";
  if (/Linux|X11/.test(ua)) return "Linux";
  return null;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
function browserOf(ua: string): string | null {
  if (/Edg\//.test(ua)) return "Edge";
  if (/OPR\//.test(ua)) return "Opera";
  if (/Firefox\//.test(ua)) return "Firefox";
  if (/Chrom(e|ium)\//.test(ua)) return "Chrome";
  if (/Version\/[\d.]+.*Safari\//.test(ua)) return "Safari";
  return null;
}
