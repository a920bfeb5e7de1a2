import { english } from "../support/english";
import { ADMIN, closeDb, signedIn } from "../support/api";
import { importMissingColumns } from "../../lib/import/messages";

// The import's refusals are the owner's to read: each in the owner's language, the field's
// name and the numbers inside it too (lib/import/parse.ts writes them as catalogue keys).

afterAll(closeDb);

const SPANISH = { "accept-language": "es-ES,es;q=0.9" };
const HEADER = "username,name,punches,xp";

it("refuses a file's line in Spanish, its numbers written the Spanish way", async () => {
  const admin = await signedIn(ADMIN);
  const csv = `${HEADER}\nann-import,Ann,1,10000001\n`;
  const spanish = await admin.call("POST", "/api/import/customers", { csv }, SPANISH);
  expect(spanish).toMatchObject({
    status: 400,
    body: {
      error: "Línea 2: XP debe ser un número entero de 0 a 10.000.000",
      code: "bad_request",
      issues: [{ line: 2, field: "xp", message: "XP debe ser un número entero de 0 a 10.000.000" }],
    },
  });
  const plain = await admin.post("/api/import/customers", { csv });
  expect(plain.body).toMatchObject({
    error: "Line 2: XP must be a whole number from 0 to 10,000,000",
  });
});

it("names the missing columns and a repeated username in Spanish on a dry run", async () => {
  const admin = await signedIn(ADMIN);
  const missing = await admin.call(
    "POST",
    "/api/import/customers?dryRun=1",
    { csv: "username,xp\nabc,1\n" },
    SPANISH,
  );
  expect(missing.body).toMatchObject({
    problems: [{ line: 1, field: "file", message: "Faltan las columnas: name, punches" }],
  });
  expect(english(importMissingColumns(["name", "punches"]))).toBe("Missing columns: name, punches");

  const twice = await admin.call(
    "POST",
    "/api/import/customers?dryRun=1",
    { csv: `${HEADER}\nrepeat-me,A,1,1\nrepeat-me,B,1,1\n` },
    SPANISH,
  );
  expect(twice.body).toMatchObject({
    problems: [
      {
        line: 3,
        field: "username",
        message: "El nombre de usuario repeat-me ya está en la línea 2",
      },
    ],
  });
});
