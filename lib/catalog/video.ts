/**
 * A link to a video site becomes that site's embed address, built from the video id alone
 * (never the admin's text as given); anything else is played by the browser's own player.
 */
export function videoEmbedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const id = (candidate: string | null | undefined, pattern: RegExp) =>
    candidate && pattern.test(candidate) ? candidate : null;
  const youtubeId = /^[A-Za-z0-9_-]{6,20}$/;

  if (host === "youtu.be") {
    const v = id(url.pathname.split("/")[1], youtubeId);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "music.youtube.com") {
    const [, first, second] = url.pathname.split("/");
    const candidate =
      first === "watch"
        ? url.searchParams.get("v")
        : ["embed", "shorts", "live", "v"].includes(first ?? "")
          ? second
          : null;
    const v = id(candidate, youtubeId);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const v = url.pathname.split("/").find((part) => /^\d{5,12}$/.test(part));
    return v ? `https://player.vimeo.com/video/${v}` : null;
  }
  return null;
}
