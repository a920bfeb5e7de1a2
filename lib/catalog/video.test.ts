import { videoEmbedUrl } from "./video";

describe("video links", () => {
  it("embeds YouTube and Vimeo links by their id", () => {
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedUrl("https://youtube.com/shorts/abcDEF12345")).toBe(
      "https://www.youtube-nocookie.com/embed/abcDEF12345",
    );
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("plays anything else in the native player", () => {
    expect(videoEmbedUrl("/uploads/abcdefghijklmnopqrstuv")).toBeNull();
    expect(videoEmbedUrl("https://example.com/clip.mp4")).toBeNull();
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=<script>")).toBeNull();
    expect(videoEmbedUrl("javascript:alert(1)")).toBeNull();
  });
});
