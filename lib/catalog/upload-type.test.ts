import { detectUploadType } from "./upload-type";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe("upload type detection", () => {
  it("recognises the allowed images by their bytes", () => {
    expect(detectUploadType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toEqual({
      kind: "image",
      contentType: "image/jpeg",
    });
    expect(detectUploadType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      kind: "image",
      contentType: "image/png",
    });
    expect(detectUploadType(bytes("GIF89a", [1, 0]))).toEqual({
      kind: "image",
      contentType: "image/gif",
    });
    expect(detectUploadType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toEqual({
      kind: "image",
      contentType: "image/webp",
    });
  });

  it("recognises the allowed videos by their bytes", () => {
    expect(detectUploadType(bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0]))?.contentType).toBe(
      "video/mp4",
    );
    expect(detectUploadType(bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 2, 0]))?.contentType).toBe(
      "video/quicktime",
    );
    expect(detectUploadType(bytes([0, 0, 0, 8], "wide"))?.contentType).toBe("video/quicktime");
    expect(detectUploadType(bytes("RIFF", [0, 0, 0, 0], "AVI LIST"))?.contentType).toBe(
      "video/x-msvideo",
    );
    expect(
      detectUploadType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))
        ?.contentType,
    ).toBe("video/webm");
  });

  it("refuses text, SVG, HTML, HEIC, Matroska and empty files whatever their name", () => {
    expect(detectUploadType(bytes("hello, I am a text file renamed to .png"))).toBeNull();
    expect(detectUploadType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectUploadType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectUploadType(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(detectUploadType(bytes([0, 0, 0, 0x18], "ftypheic"))).toBeNull();
    expect(
      detectUploadType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska")),
    ).toBeNull();
    expect(detectUploadType(new Uint8Array())).toBeNull();
  });
});
