import { Pool } from "pg";
import sharp from "sharp";
import type { SavedProgram } from "../../lib/program/save";
import type { ShopProgram } from "../../lib/program/read";
import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { png, upload } from "../support/catalog";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { SPEC_PROGRAM } from "../support/spec-program";
import { hasErrorShape } from "../support/safety";
import { attributeOf } from "../support/html";

// Serial: the program is the shop's, and saving SPEC's (invitations off) under the referral
// files running beside it turned their invitations off mid-test.
afterAll(closeDb);

const PROGRAM_FIELDS = [...Object.keys(SPEC_PROGRAM), "logoId", "logoIcons"].sort();

/** A café's card: a cookie at 5, a coffee at 10. */
const CAFE = {
  rewards: [
    { at: 5, name: "Free cookie" },
    { at: 10, name: "Free coffee" },
  ],
};

const savedRow = async () => (await sql().query("select * from shop_program")).rows;

// Reads and refusals only: the shared database's program never changes here, so the files
// running beside this one keep the card they expect.
describe("GET and PUT /api/program on the shared server", () => {
  let admin: Client;
  let staff: Client;
  let customer: Client;
  beforeAll(async () => {
    [admin, staff, customer] = await Promise.all([
      signedIn(ADMIN),
      createUser({ role: "staff" }).then(signedIn),
      createUser().then(signedIn),
    ]);
  });

  it("answers every signed-in role the whole program, without who changed it", async () => {
    for (const client of [admin, staff, customer]) {
      const answer = await client.get<ShopProgram>("/api/program");
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(PROGRAM_FIELDS);
      expect(answer.body.cardSize).toBeGreaterThanOrEqual(3);
    }
  });

  it("refuses a visitor", async () => {
    const anonymous = await new Client().get("/api/program");
    expect(anonymous.status).toBe(401);
    expect(hasErrorShape(anonymous)).toBe(true);
  });

  it("refuses a change from staff, a customer or a visitor, and keeps the program", async () => {
    const before = await savedRow();
    const change = { ...SPEC_PROGRAM, cardSize: 5, rewards: [{ at: 5, name: "Free tea" }] };
    for (const [client, status] of [
      [staff, 403],
      [customer, 403],
      [new Client(), 401],
    ] as const) {
      const answer = await client.put("/api/program", change);
      expect(answer.status).toBe(status);
      expect(hasErrorShape(answer)).toBe(true);
    }
    expect(await savedRow()).toEqual(before);
  });

  it.each([
    ["a card of 2", { cardSize: 2 }, ["cardSize"]],
    ["a card of 31", { cardSize: 31 }, ["cardSize"]],
    [
      "a reward past the card's end",
      { rewards: [{ at: 12, name: "Free cookie" }] },
      ["rewards", 0, "at"],
    ],
    [
      "rewards out of order",
      {
        rewards: [
          { at: 6, name: "Free cookie" },
          { at: 4, name: "Free muffin" },
          { at: 10, name: "Free coffee" },
        ],
      },
      ["rewards", 1, "at"],
    ],
    [
      "a last reward before the card's end",
      { rewards: [{ at: 8, name: "Free coffee" }] },
      ["rewards", 0, "at"],
    ],
    [
      "four rewards",
      {
        rewards: [2, 4, 6, 10].map((at) => ({ at, name: `Free ${at}` })),
      },
      ["rewards"],
    ],
    ["a reward without a name", { rewards: [{ at: 10, name: "  " }] }, ["rewards", 0, "name"]],
    ["a welcome bonus of 6", { welcomePunches: 6 }, ["welcomePunches"]],
    ["6 punches per token", { maxTokenPunches: 6 }, ["maxTokenPunches"]],
    ["no punch per token", { maxTokenPunches: 0 }, ["maxTokenPunches"]],
    ["a colour white text cannot be read on", { cardColor: "#facc15" }, ["cardColor"]],
    ["a colour that is not one", { cardColor: "blue" }, ["cardColor"]],
    ["an unknown stamp icon", { stampIcon: "rocket" }, ["stampIcon"]],
    ["terms of 501 characters", { terms: "x".repeat(501) }, ["terms"]],
    ["a friend's bonus of 4", { referralFriendPunches: 4 }, ["referralFriendPunches"]],
    ["a friend's bonus below 0", { referralFriendPunches: -1 }, ["referralFriendPunches"]],
    ["an inviter's bonus of 4", { referralInviterPunches: 4 }, ["referralInviterPunches"]],
    ["half an inviter's punch", { referralInviterPunches: 0.5 }, ["referralInviterPunches"]],
    ["no rewarded invitation a month", { referralMonthlyMax: 0 }, ["referralMonthlyMax"]],
    ["101 rewarded invitations a month", { referralMonthlyMax: 101 }, ["referralMonthlyMax"]],
    ["an invitations switch that is not on or off", { referralsOn: "yes" }, ["referralsOn"]],
    [
      "a welcome bonus that is the first reward",
      { ...CAFE, welcomePunches: 5 },
      ["welcomePunches"],
    ],
    [
      "a friend's bonus that reaches the first reward with the welcome bonus",
      { ...CAFE, welcomePunches: 3, referralFriendPunches: 2 },
      ["referralFriendPunches"],
    ],
    [
      // The saved friend's bonus (1) is kept, so it is judged with the welcome bonus sent.
      "a welcome bonus that reaches the first reward with the friend's bonus kept",
      { ...CAFE, welcomePunches: 4, referralFriendPunches: undefined },
      ["referralFriendPunches"],
    ],
  ])("refuses %s on its field, and saves nothing", async (_, change, path) => {
    const before = await savedRow();
    const answer = await admin.put<{ error: string; issues: { path: unknown[] }[] }>(
      "/api/program",
      { ...SPEC_PROGRAM, ...change },
    );
    expect(answer.status).toBe(400);
    expect(hasErrorShape(answer)).toBe(true);
    expect(answer.body.issues.map((i) => i.path)).toEqual([path]);
    expect(answer.body.error).toBe((answer.body.issues[0] as { message?: string }).message);
    expect(await savedRow()).toEqual(before);
  });

  it("refuses a logo that is not an image, whatever its name says, and one over 2 MB", async () => {
    const before = await savedRow();
    const text = await upload(
      admin,
      { name: "logo.png", type: "image/png", bytes: Buffer.from("Bean & Crumb, since 1998\n") },
      "image",
      "/api/program/logo",
    );
    expect(text.status).toBe(415);
    expect(text.body.error).toBe("The logo must be an image: PNG, JPEG, WebP or GIF");

    // Random pixels do not compress: 840 × 840 × 3 bytes is a real PNG of 2.1 MB.
    const big = png(840, 840, { noise: true });
    expect(big.length).toBeGreaterThan(2.1 * 1000 * 1000);
    const large = await upload(
      admin,
      { name: "logo.png", type: "image/png", bytes: big },
      "image",
      "/api/program/logo",
    );
    expect(large.status).toBe(413);
    expect(large.body.error).toBe("The logo must be at most 2 MB");

    for (const client of [staff, customer]) {
      const logo = { name: "logo.png", type: "image/png", bytes: png(64, 64) };
      expect((await upload(client, logo, "image", "/api/program/logo")).status).toBe(403);
      expect((await client.delete("/api/program/logo")).status).toBe(403);
    }
    expect(await savedRow()).toEqual(before);
  });
});

type Manifest = {
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
  shortcuts: { icons: { src: string }[] }[];
};

/** The icons and colour a phone is told about: the manifest's, and the page head's. */
async function installed(baseUrl: string) {
  const manifest = (await fetch(`${baseUrl}/manifest.webmanifest`).then((r) =>
    r.json(),
  )) as Manifest;
  const head = await fetch(`${baseUrl}/login`).then((r) => r.text());
  return {
    manifest: manifest.icons.map((i) => `${i.purpose} ${i.sizes} ${i.src}`),
    shortcut: manifest.shortcuts[0]!.icons[0]!.src,
    theme: manifest.theme_color,
    apple: /<link rel="apple-touch-icon"[^>]*? href="([^"]+)"/.exec(head)?.[1],
    themeMeta: /<meta name="theme-color"[^>]*? content="([^"]+)"/.exec(head)?.[1],
  };
}

// Changes happen on a private database and app server.
describe("changing the program and its logo (a private database)", () => {
  let stack: IsolatedStack | undefined;
  let pool: Pool;
  let admin: Client;
  beforeAll(async () => {
    stack = await startIsolatedStack();
    pool = new Pool({ connectionString: stack.databaseUrl, max: 2 });
    admin = await new Client(stack.baseUrl).login(stack.admin.username, stack.admin.password);
  }, 240_000);
  afterAll(async () => {
    await pool?.end();
    await stack?.close();
  });

  /** A customer of the private database with a card at `punches` of the card it started. */
  async function customerAt(punches: number, waiting = 0, size = 10) {
    const { rows } = await pool.query<{ id: string }>(
      "insert into users (username, password_hash) values ($1, 'x') returning id",
      [`c${Math.random().toString(16).slice(2, 10)}`],
    );
    const id = rows[0]!.id;
    await pool.query(
      `insert into punch_cards (user_id, punches, waiting, size, rewards, is_complete)
       values ($1, $2::int, $3::int, $4::int, $5::jsonb, $2::int >= $4::int)`,
      [id, punches, waiting, size, JSON.stringify([{ at: size, name: "Free product" }])],
    );
    return id;
  }
  const card = async (id: string) =>
    (await pool.query("select size, rewards from punch_cards where user_id = $1", [id])).rows[0];

  it("saves the whole program, answers how many cards in progress keep theirs, and records who", async () => {
    const [seven, nine, full, none] = [
      await customerAt(7),
      await customerAt(9),
      await customerAt(10, 2),
      await customerAt(0),
    ];
    const program = {
      cardSize: 8,
      rewards: [
        { at: 4, name: " Free cookie " },
        { at: 8, name: "Free coffee" },
      ],
      welcomePunches: 2,
      maxTokenPunches: 3,
      cardColor: "#0F766E",
      stampIcon: "croissant",
      terms: "One reward per visit.",
    };
    const saved = await admin.put<SavedProgram>("/api/program", program);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...program,
      rewards: [
        { at: 4, name: "Free cookie" },
        { at: 8, name: "Free coffee" },
      ],
      cardColor: "#0f766e",
      logoId: null,
      logoIcons: null,
      // A body without the invitations' fields keeps them as they were: off, 1, 1 and 5.
      referralsOn: false,
      referralFriendPunches: 1,
      referralInviterPunches: 1,
      referralMonthlyMax: 5,
      cardsStaying: 3,
    });
    const { cardsStaying, ...stored } = saved.body;
    expect(cardsStaying).toBe(3);
    // The server that saved it answers the new program at once.
    expect((await admin.get("/api/program")).body).toEqual(stored);

    // Cards in progress keep the program they started with; a card nobody punched takes the new one.
    for (const id of [seven, nine, full]) expect((await card(id)).size).toBe(10);
    expect(await card(none)).toEqual({ size: 8, rewards: stored.rewards });

    // Saved again as it is, only the three started on the old program stay on it.
    expect((await admin.put<SavedProgram>("/api/program", program)).body.cardsStaying).toBe(3);
    const { rows } = await pool.query(
      "select u.username from shop_program p join users u on u.id = p.updated_by",
    );
    expect(rows).toEqual([{ username: stack!.admin.username }]);
  });

  it("makes the app's icons from an uploaded logo, and gives today's back when it is removed", async () => {
    const before = await installed(stack!.baseUrl);
    expect(before.manifest).toEqual([
      "any 192x192 /icons/icon-192.png",
      "any 512x512 /icons/icon-512.png",
      "maskable 192x192 /icons/maskable-192.png",
      "maskable 512x512 /icons/maskable-512.png",
    ]);
    expect(before.apple).toBe("/icons/apple-touch-icon.png");

    const logo = await sharp({
      create: { width: 600, height: 300, channels: 4, background: "#7c2d12" },
    })
      .jpeg()
      .toBuffer();
    const answer = await upload(
      admin,
      { name: "shop-logo", type: "application/octet-stream", bytes: logo },
      "image",
      "/api/program/logo",
    );
    expect(answer.status).toBe(201);
    const program = answer.body as unknown as ShopProgram;
    const icons = program.logoIcons!;
    expect(Object.keys(icons).sort()).toEqual(["192", "512", "apple", "badge", "maskable"]);

    const after = await installed(stack!.baseUrl);
    expect(after).toEqual({
      manifest: [
        `any 192x192 /uploads/${icons["192"]}`,
        `any 512x512 /uploads/${icons["512"]}`,
        `maskable 512x512 /uploads/${icons.maskable}`,
        `monochrome 96x96 /uploads/${icons.badge}`,
      ],
      shortcut: `/uploads/${icons["192"]}`,
      // The card's colour from the test before: the status bar and splash take it.
      theme: "#0f766e",
      apple: `/uploads/${icons.apple}`,
      themeMeta: "#0f766e",
    });
    // Each is a PNG of its size, served to anyone (a phone installing is not signed in).
    for (const [name, side] of [
      ["192", 192],
      ["maskable", 512],
      ["apple", 180],
    ] as const) {
      const served = await fetch(`${stack!.baseUrl}/uploads/${icons[name]}`);
      expect(served.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([side, side]);
    }
    const shown = await fetch(`${stack!.baseUrl}/uploads/${program.logoId}`);
    expect(shown.status).toBe(200);

    // A new colour makes the icons painted on it again.
    const current = (await admin.get<ShopProgram>("/api/program")).body;
    const recoloured = await admin.put<SavedProgram>("/api/program", {
      ...current,
      cardColor: "#6d28d9",
    });
    expect(recoloured.body.logoId).toBe(program.logoId);
    expect(recoloured.body.logoIcons!.maskable).not.toBe(icons.maskable);

    const removed = await admin.delete<ShopProgram>("/api/program/logo");
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ logoId: null, logoIcons: null });
    expect(await installed(stack!.baseUrl)).toEqual({
      ...before,
      theme: "#6d28d9",
      themeMeta: "#6d28d9",
    });
    // The logo and its icons are gone with it.
    const ids = [program.logoId, ...Object.values(recoloured.body.logoIcons!)];
    const { rows } = await pool.query("select id from uploads where id = any($1)", [ids]);
    expect(rows).toEqual([]);
  });

  it("refuses a cut PNG or JPEG under the logo's field, and keeps the logo and icons it had", async () => {
    // A real picture with detail (noise does not compress), so its pixels run to the end.
    const picture = sharp(png(160, 160, { noise: true }));
    const [whole, jpeg] = await Promise.all([
      picture.clone().png().toBuffer(),
      picture.clone().jpeg().toBuffer(),
    ]);
    const kept = await upload(
      admin,
      { name: "logo.png", type: "image/png", bytes: whole },
      "image",
      "/api/program/logo",
    );
    expect(kept.status).toBe(201);
    const before = (await admin.get<ShopProgram>("/api/program")).body;
    const uploadsBefore = (await pool.query("select id from uploads order by id")).rows;

    // The first half of each: the header reads, the pixels do not.
    for (const [name, bytes] of [
      ["logo.png", whole.subarray(0, whole.length / 2)],
      ["logo.jpg", jpeg.subarray(0, jpeg.length / 2)],
    ] as const) {
      const answer = await upload(
        admin,
        { name, type: "image/png", bytes },
        "image",
        "/api/program/logo",
      );
      expect(answer.status).toBe(415);
      expect(hasErrorShape(answer)).toBe(true);
      expect(answer.body).toMatchObject({
        code: "unsupported_media_type",
        error: "The logo's file is damaged or incomplete: choose the picture again",
        issues: [{ path: ["logo"] }],
      });
    }
    expect((await admin.get<ShopProgram>("/api/program")).body).toEqual(before);
    expect((await pool.query("select id from uploads order by id")).rows).toEqual(uploadsBefore);
    for (const id of [before.logoId, ...Object.values(before.logoIcons!)]) {
      const served = await fetch(`${stack!.baseUrl}/uploads/${id}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
    }
    expect((await admin.delete("/api/program/logo")).status).toBe(200);
  });

  it("shows the shop's logo beside the messages' preview, and the app's icon once it has none", async () => {
    const previewIcon = async () => {
      const page = await admin.call<string>("GET", "/admin/messages/campaigns/new");
      expect(page.status).toBe(200);
      return attributeOf(page.body, "campaign-preview-icon", "src");
    };
    expect(await previewIcon()).toBe("/icons/icon-192.png");
    const answer = await upload(
      admin,
      { name: "logo.png", type: "image/png", bytes: png(64, 64) },
      "image",
      "/api/program/logo",
    );
    const icons = (answer.body as unknown as ShopProgram).logoIcons!;
    // The icon the phone's notification shows (the manifest's 192 px "any" one).
    expect(await previewIcon()).toBe(`/uploads/${icons["192"]}`);
    expect((await admin.delete("/api/program/logo")).status).toBe(200);
    expect(await previewIcon()).toBe("/icons/icon-192.png");
  });

  it("saves the invitations' switch, bonuses and monthly maximum, and keeps them when a body leaves them out", async () => {
    const invitations = {
      referralsOn: true,
      referralFriendPunches: 0,
      referralInviterPunches: 3,
      referralMonthlyMax: 12,
    };
    const saved = await admin.put<SavedProgram>("/api/program", {
      ...SPEC_PROGRAM,
      ...invitations,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(invitations);
    const columns = async () =>
      (
        await pool.query(
          `select referrals_on, referral_friend_punches, referral_inviter_punches,
                  referral_monthly_max from shop_program`,
        )
      ).rows;
    expect(await columns()).toEqual([
      {
        referrals_on: true,
        referral_friend_punches: 0,
        referral_inviter_punches: 3,
        referral_monthly_max: 12,
      },
    ]);

    const older: Record<string, unknown> = { ...SPEC_PROGRAM };
    for (const key of Object.keys(invitations)) delete older[key];
    expect((await admin.put<SavedProgram>("/api/program", older)).body).toMatchObject(invitations);

    const refused = await admin.put("/api/program", { ...SPEC_PROGRAM, referralFriendPunches: 4 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Friend's bonus must be a whole number from 0 to 3");
    expect((await admin.put("/api/program", { ...SPEC_PROGRAM })).status).toBe(200);
    expect((await columns())[0]).toMatchObject({ referrals_on: false, referral_monthly_max: 5 });
  });

  it("refuses a token above the daily maximum on each side, naming the other, and never makes one", async () => {
    const settings = (body: object) =>
      admin.put<{ error: string; issues: { path: unknown[] }[] }>("/api/settings", body);
    const program = (maxTokenPunches: number) =>
      admin.put<{ error: string; issues: { path: unknown[] }[] }>("/api/program", {
        ...SPEC_PROGRAM,
        maxTokenPunches,
      });
    expect((await settings({ maxPunchesPerDay: 2 })).status).toBe(200);
    const above = await program(3);
    expect(above.status).toBe(400);
    expect(above.body.issues.map((i) => i.path)).toEqual([["maxTokenPunches"]]);
    expect(above.body.error).toBe(
      "Most punches per token must not be more than Punches per day (2, in Shop Settings)",
    );
    expect((await pool.query("select max_token_punches from shop_program")).rows).toEqual([
      { max_token_punches: 1 },
    ]);
    expect((await program(2)).status).toBe(200);

    const below = await settings({ maxPunchesPerDay: 1 });
    expect(below.status).toBe(400);
    expect(below.body.issues.map((i) => i.path)).toEqual([["maxPunchesPerDay"]]);
    expect(below.body.error).toBe(
      "Punches per day must not be less than Most punches per token (2, in Loyalty Program)",
    );
    expect((await pool.query("select max_punches_per_day from shop_settings")).rows).toEqual([
      { max_punches_per_day: 2 },
    ]);
    // Turning the daily maximum off, or saving other settings, is not judged against it.
    expect((await settings({ shopName: "Bean & Crumb" })).status).toBe(200);

    // A shop saved both ways before this check (straight in the database here): the counter
    // still makes no token the day refuses.
    await pool.query("update shop_program set max_token_punches = 3");
    await pool.query("update shop_settings set max_punches_per_day = 2");
    const made = await admin.post<{ error: string }>("/api/admin/generate-token", { punches: 3 });
    expect(made.status).toBe(400);
    expect(made.body.error).toBe("Choose between 1 and 2 punches");
    expect((await admin.post("/api/admin/generate-token", { punches: 2 })).status).toBe(201);
    await pool.query("update shop_program set max_token_punches = 1");
    expect((await settings({ maxPunchesPerDay: null })).status).toBe(200);
  });
});
