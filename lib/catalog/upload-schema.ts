/** SPEC §5 and §9 upload limits, shared by the admin screen and the API (messages: lib/catalog/messages.ts). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/** The browser's declared type or the name hints at a video: pick the video wording for refusals. */
export function looksLikeVideo(declaredType: string, name: string): boolean {
  return declaredType.startsWith("video/") || /\.(mp4|m4v|webm|mov|qt|avi|mkv)$/i.test(name);
}
