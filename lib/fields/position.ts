// A place on the map as an owner gives it: "48.8566, 2.3522" typed, or a map's link pasted
// (Google Maps, Apple Maps, OpenStreetMap), read into a latitude and a longitude.

export type Position = { latitude: number; longitude: number };

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`(${NUMBER})\s*[,;/ ]\s*(${NUMBER})`);

const valid = (latitude: number, longitude: number): Position | null =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;

const pair = (text: string | null | undefined): Position | null => {
  const match = text ? PAIR.exec(text) : null;
  return match ? valid(Number(match[1]), Number(match[2])) : null;
};

function fromLink(url: URL): Position | null {
  const q = url.searchParams;
  // OpenStreetMap: ?mlat=..&mlon=.. or #map=zoom/lat/lon
  const mlat = q.get("mlat");
  const mlon = q.get("mlon");
  if (mlat && mlon) return valid(Number(mlat), Number(mlon));
  const osm = /map=\d+(?:\.\d+)?\/([-\d.]+)\/([-\d.]+)/.exec(url.hash);
  if (osm) return valid(Number(osm[1]), Number(osm[2]));
  // Google Maps: /@lat,lng,zoom or !3dlat!4dlng; Google and Apple: ?q= ?ll= ?query= ?sll=
  const at = /@([-\d.]+),([-\d.]+)/.exec(url.pathname);
  const pin = /!3d([-\d.]+)!4d([-\d.]+)/.exec(url.pathname + url.search);
  if (pin) return valid(Number(pin[1]), Number(pin[2]));
  if (at) return valid(Number(at[1]), Number(at[2]));
  for (const key of ["ll", "q", "query", "sll", "daddr", "center"]) {
    const found = pair(q.get(key));
    if (found) return found;
  }
  return null;
}

/** The position the text gives, or null when it gives none. */
export function readPosition(text: string): Position | null {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return fromLink(new URL(trimmed));
    } catch {
      return null;
    }
  }
  const match = new RegExp(String.raw`^(${NUMBER})\s*[,; ]\s*(${NUMBER})$`).exec(trimmed);
  return match ? valid(Number(match[1]), Number(match[2])) : null;
}

/** As the form shows a saved position. */
export const formatPosition = (p: Position | null) =>
  p ? `${Number(p.latitude.toFixed(6))}, ${Number(p.longitude.toFixed(6))}` : "";
