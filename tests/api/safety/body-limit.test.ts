import { request as httpRequest } from "node:http";
import { ADMIN, BASE_URL, Client, closeDb, signedIn } from "../../support/api";

// The route wrapper reads a JSON body as it streams in and refuses it (413) once it passes
// 1 MB, or at once when its declared length does: a huge body is never read whole first.
afterAll(closeDb);

const MB = 1024 * 1024;

/**
 * POSTs a JSON sign-in body of about `bytes`, written in 64 KB chunks, and answers the status
 * and body the server sent, with how much was written before it answered. With `declared`,
 * the body's length is sent up front; without it, the body is chunked.
 */
function post(path: string, bytes: number, { declared }: { declared: boolean }) {
  const head = Buffer.from('{"username":"a","password":"');
  const tail = Buffer.from('"}');
  const chunk = Buffer.alloc(64 * 1024, "x");
  const url = new URL(`${BASE_URL}${path}`);
  return new Promise<{ status: number; body: unknown; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": "10.9.9.9",
          ...(declared && { "content-length": String(head.length + bytes + tail.length) }),
        },
      },
      (response) => {
        answered = true;
        // How much of the body was written when the answer came.
        const sentBeforeAnswer = sent;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (d: string) => (text += d));
        response.on("close", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text || "null"),
            sent: sentBeforeAnswer,
          }),
        );
      },
    );
    // The server may close the connection once it has answered: writing on is then refused.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    request.write(head);
    const more = () => {
      while (sent < bytes && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", more);
      }
      if (!request.destroyed) request.end(tail);
    };
    more();
  });
}

describe("the body limit", () => {
  it("refuses a 64 MB sign-in body by its declared length, with 413 and the error shape", async () => {
    const answer = await post("/api/auth/login", 64 * MB, { declared: true });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: "The request is larger than 1 MB.",
      code: "payload_too_large",
    });
  });

  it("refuses a streamed body with no declared length as soon as it passes 1 MB", async () => {
    const answer = await post("/api/auth/login", 64 * MB, { declared: false });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: "payload_too_large" });
    // The server answered long before the 64 MB were written.
    expect(answer.sent).toBeLessThan(32 * MB);
    expect(answer.sent).toBeGreaterThan(MB);
  });

  it("reads a body under the limit as before: its input is checked, not its size", async () => {
    const answer = await new Client().post("/api/auth/login", {
      username: "someone",
      password: "x".repeat(MB - 1024),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "bad_request" });
  });

  it("gives the customer import room for its own 2 MB, measured in bytes", async () => {
    const admin = await signedIn(ADMIN);
    // 1.5 MB of text, 3 MB of UTF-8: over the import's own limit, said in its own words.
    const csv = `username,name,punches,xp\n${"é".repeat(1.5 * MB)}`;
    const big = await admin.post("/api/import/customers?dryRun=1", { csv });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: "The file is larger than 2 MB" });
    // Past the room the import's body has, refused before it is read.
    const huge = await admin.post("/api/import/customers?dryRun=1", { csv: "x".repeat(5 * MB) });
    expect(huge.status).toBe(413);
  });
});
