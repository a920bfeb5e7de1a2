/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { foreignOwner, importTarget, privateOwner } from "./private-folders.ts";

const ROOT = resolve(__dirname, "../..");

describe("a route's private folders", () => {
  it("belong to the folder that holds them", () => {
    expect(privateOwner("app/admin/users/_components/user-row")).toBe("app/admin/users");
    expect(privateOwner("app/(public)/_lib/read-invitation")).toBe("app/(public)");
    expect(privateOwner("components/trust/reason-field")).toBeNull();
  });

  it("may be imported from inside that folder only", () => {
    const from = (file: string, specifier: string) =>
      foreignOwner(file, importTarget(ROOT, file, specifier)!);
    // Its own page, its sub-routes' parts, the route group's shared parts.
    expect(from("app/admin/users/page.tsx", "./_components/users-screen")).toBeNull();
    expect(
      from("app/admin/users/[id]/_components/a.tsx", "../../_components/role-badge"),
    ).toBeNull();
    expect(from("app/(public)/join/page.tsx", "../_lib/read-invitation")).toBeNull();
    // Another route's, a sub-route's, from components/ or a test elsewhere.
    expect(from("app/admin/review/_components/a.tsx", "@/app/admin/users/_components/b")).toBe(
      "app/admin/users",
    );
    expect(from("app/(public)/join/page.tsx", "../invite/_lib/invite-cookie")).toBe(
      "app/(public)/invite",
    );
    expect(from("app/admin/users/page.tsx", "./[id]/_components/profile-card")).toBe(
      "app/admin/users/[id]",
    );
    expect(from("components/x/a.tsx", "@/app/admin/verify/_components/b")).toBe("app/admin/verify");
    expect(from("app/admin/usersx/page.tsx", "@/app/admin/users/_components/b")).toBe(
      "app/admin/users",
    );
  });
});

// The rule as eslint.config.mjs runs it. ESLint loads its configuration as an ES module, which
// Jest's sandbox cannot, so one Node process lints the samples and answers the rules each broke.
const SAMPLES: Record<string, { path: string; code: string }> = {
  anotherRoutes: {
    path: "app/admin/review/_components/sample.tsx",
    code: 'import { ReasonField } from "@/app/admin/users/_components/reason-field";\nexport const r = ReasonField;\n',
  },
  aSiblingsByRelativePath: {
    path: "app/(public)/join/sample.tsx",
    code: 'import type { InvitationRead } from "../invite/_lib/read-invitation";\nexport type I = InvitationRead;\n',
  },
  fromComponents: {
    path: "components/sample.tsx",
    code: 'export const load = () => import("@/app/admin/verify/_components/code-generator");\nexport * from "@/app/admin/users/_components/user-row";\n',
  },
  itsOwn: {
    path: "app/admin/messages/campaigns/new/_components/sample.tsx",
    code: 'import type { CampaignView } from "../../../_components/types";\nimport { CampaignForm } from "./campaign-form";\nexport type C = CampaignView;\nexport const f = CampaignForm;\n',
  },
};

const LINT = `
import { ESLint } from "eslint";
const samples = JSON.parse(process.env.SAMPLES);
const eslint = new ESLint({ cwd: process.cwd() });
const broken = {};
for (const [name, { path, code }] of Object.entries(samples)) {
  const [result] = await eslint.lintText(code, { filePath: path });
  broken[name] = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}
console.log(JSON.stringify(broken));
`;

test("lint fails on an import of another route's private folder, and passes a route's own", () => {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", LINT], {
    cwd: ROOT,
    env: { ...process.env, SAMPLES: JSON.stringify(SAMPLES) },
    encoding: "utf8",
  });
  const broken = JSON.parse(out) as Record<string, string[]>;
  expect(broken.anotherRoutes).toEqual(["punchcard/private-folders"]);
  expect(broken.aSiblingsByRelativePath).toEqual(["punchcard/private-folders"]);
  expect(broken.fromComponents).toEqual(["punchcard/private-folders", "punchcard/private-folders"]);
  expect(broken.itsOwn).toEqual([]);
}, 120_000);
