/** SPEC §5 and §9 upload limits and their exact messages, shared by the admin screen and the API. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

export const uploadMessages = {
  imageType: "Invalid file type. Only images are allowed.",
  imageSize: "File too large. Maximum size is 5MB.",
  videoType: "Invalid file type. Only MP4, WebM, MOV, and AVI videos are allowed.",
  videoSize: "File too large. Maximum size is 50MB.",
  missing: "No file uploaded",
  // Admin screen checks before anything is sent.
  notImage: "Please upload an image file",
  notVideo: "Please upload a video file",
  videoTooLarge: "Video must be less than 50MB",
} as const;

/** The browser's declared type or the name hints at a video: pick the video wording for refusals. */
export function looksLikeVideo(declaredType: string, name: string): boolean {
  return declaredType.startsWith("video/") || /\.(mp4|m4v|webm|mov|qt|avi|mkv)$/i.test(name);
}
