import * as z from "zod";
import { ApiError } from "@/lib/http/errors";
import { callersWords, created, route } from "@/lib/api/route";
import { checkCustomerCsv, importCustomers } from "@/lib/import/customers";
import { IMPORT_NO_CUSTOMERS, importLineError } from "@/lib/import/messages";
import { IMPORT_MAX_BYTES, TOO_LARGE, utf8Bytes } from "@/lib/import/parse";
import { withBodyLimit } from "@/lib/http/body";
import { siteOrigin } from "@/lib/settings/site-origin";

// The file's own limit is 2 MB of UTF-8; its JSON body may be larger (quotes and line
// breaks are escaped), so the body limit leaves room for that before the file is measured.
const importSchema = withBodyLimit(
  z.object({
    csv: z
      .string("errors.validation.chooseCsv")
      .refine((csv) => utf8Bytes(csv) <= IMPORT_MAX_BYTES, TOO_LARGE),
  }),
  2 * IMPORT_MAX_BYTES + 64 * 1024,
);

// POST /api/import/customers[?dryRun=1] — {csv}: the CSV text (header username, name,
// punches, xp, optional password). Dry run: {rows, problems} and nothing written. Otherwise
// all rows or none: 400 with the same problems, else 201 {rows, users: [{username, link}]} (admin)
export const POST = route({ role: "admin", input: importSchema }, async ({ req, input, user }) => {
  const dryRun = new URL(req.url).searchParams.get("dryRun") === "1";
  const { rows, problems, valid } = await checkCustomerCsv(input.csv);
  if (dryRun) {
    const say = await callersWords();
    return { rows, problems: problems.map((p) => ({ ...p, message: say(p.message) })) };
  }
  if (problems.length > 0) {
    const first = problems[0]!;
    throw new ApiError("bad_request", importLineError(first.line, first.message), problems);
  }
  if (valid.length === 0) throw new ApiError("bad_request", IMPORT_NO_CUSTOMERS);
  const users = await importCustomers({
    rows: valid,
    adminId: user.id,
    origin: await siteOrigin(req),
  });
  return created({ rows: users.length, users });
});
