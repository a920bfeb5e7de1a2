import { BASE_URL, cast, closeDb, sql } from "../support/api";
import { fakeMp4, png, upload } from "../support/catalog";

afterAll(closeDb);

const MB = 1024 * 1024;

describe("POST /api/upload", () => {
  it("stores an image checked by its bytes and serves it with that type, nosniff and a long cache", async () => {
    const { admin, anonymous } = await cast();
    const bytes = png(4, 3);
    // The declared type and name lie: the bytes decide.
    const answer = await upload(admin, {
      name: "photo.gif",
      type: "application/octet-stream",
      bytes,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}$/);

    const served = await fetch(`${BASE_URL}${answer.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // Anyone with the address may load it, as an <img> on the shop does.
    expect((await anonymous.get(answer.body.url!)).status).toBe(200);
    const { rows } = await sql().query("select content_type, size from uploads where id = $1", [
      answer.body.url!.split("/").pop(),
    ]);
    expect(rows[0]).toEqual({ content_type: "image/png", size: bytes.length });
  });

  it("serves a file with its own sandbox policy only, never the pages' policy", async () => {
    const { admin } = await cast();
    const { body } = await upload(admin, { name: "a.png", type: "image/png", bytes: png(2, 2) });
    for (const method of ["GET", "HEAD"]) {
      const served = await fetch(`${BASE_URL}${body.url}`, { method });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-security-policy")).toBe(
        "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      );
    }
  });

  it("refuses a text file renamed to .png with the image message", async () => {
    const { admin } = await cast();
    const answer = await upload(admin, {
      name: "notes.png",
      type: "image/png",
      bytes: Buffer.from("just some text, not a picture"),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      error: "Invalid file type. Only images are allowed.",
      code: "unsupported_media_type",
    });
  });

  it("refuses an SVG", async () => {
    const { admin } = await cast();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const answer = await upload(admin, { name: "logo.svg", type: "image/svg+xml", bytes: svg });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe("Invalid file type. Only images are allowed.");
  });

  it("refuses a fake video with the video message", async () => {
    const { admin } = await cast();
    const answer = await upload(admin, {
      name: "clip.mp4",
      type: "video/mp4",
      bytes: Buffer.from("not a video at all"),
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe(
      "Invalid file type. Only MP4, WebM, MOV, and AVI videos are allowed.",
    );
  });

  it("refuses an image over 5 MB", async () => {
    const { admin } = await cast();
    const big = png(1400, 1300, { noise: true });
    expect(big.length).toBeGreaterThan(5 * MB);
    const answer = await upload(admin, { name: "huge.png", type: "image/png", bytes: big });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: "File too large. Maximum size is 5MB.",
      code: "payload_too_large",
    });
  }, 60_000);

  it("refuses a video over 50 MB", async () => {
    const { admin } = await cast();
    const answer = await upload(admin, {
      name: "long.mp4",
      type: "video/mp4",
      bytes: fakeMp4(50 * MB + 10),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe("File too large. Maximum size is 50MB.");
  }, 60_000);

  it("asks for a file when none is sent", async () => {
    const { admin } = await cast();
    const answer = await upload(
      admin,
      { name: "x.png", type: "image/png", bytes: png(1, 1) },
      "other",
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("No file uploaded");
  });

  it("is for admins only", async () => {
    const { customerA, anonymous } = await cast();
    expect(
      (await upload(customerA, { name: "a.png", type: "image/png", bytes: png(1, 1) })).status,
    ).toBe(403);
    expect(
      (await upload(anonymous, { name: "a.png", type: "image/png", bytes: png(1, 1) })).status,
    ).toBe(401);
  });
});

describe("GET /uploads/{id}", () => {
  it("serves a video in byte ranges so a phone can seek", async () => {
    const { admin } = await cast();
    const video = fakeMp4(3 * MB + 123);
    const answer = await upload(admin, { name: "clip.mov", type: "video/quicktime", bytes: video });
    expect(answer.status).toBe(201);
    const url = `${BASE_URL}${answer.body.url}`;

    const whole = await fetch(url, { method: "HEAD" });
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.status).toBe(200);

    const part = await fetch(url, { headers: { range: "bytes=1048570-1048589" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1048570-1048589/${video.length}`);
    expect(part.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1048570, 1048590))).toBe(
      true,
    );

    const tail = await fetch(url, { headers: { range: "bytes=-100" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 100))).toBe(
      true,
    );

    const all = await fetch(url);
    expect(Buffer.from(await all.arrayBuffer()).equals(video)).toBe(true);

    const beyond = await fetch(url, { headers: { range: `bytes=${video.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${video.length}`);
  }, 60_000);

  it("accepts a video just under 50 MB", async () => {
    const { admin } = await cast();
    const answer = await upload(admin, {
      name: "long.webm",
      type: "video/webm",
      bytes: fakeMp4(50 * 1024 * 1024 - 100),
    });
    expect(answer.status).toBe(201);
    const head = await fetch(`${BASE_URL}${answer.body.url}`, { headers: { range: "bytes=-10" } });
    expect(head.headers.get("content-range")).toBe(
      `bytes ${50 * 1024 * 1024 - 110}-${50 * 1024 * 1024 - 101}/${50 * 1024 * 1024 - 100}`,
    );
  }, 60_000);

  it("answers 404 for an unknown id and 304 when the browser has it", async () => {
    const { admin } = await cast();
    expect((await fetch(`${BASE_URL}/uploads/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/uploads/..%2F..%2Fetc`)).status).toBe(404);
    const { body } = await upload(admin, { name: "a.png", type: "image/png", bytes: png(2, 2) });
    const first = await fetch(`${BASE_URL}${body.url}`);
    const again = await fetch(`${BASE_URL}${body.url}`, {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});
