import * as z from "zod";
import { isUuid } from "@/lib/http/params";

/** PUT /api/setup: what the guide itself holds (each step's own state lives on its screen). */
export const setupChangeSchema = z.strictObject({
  dismissed: z.boolean().optional(),
  counterByOwner: z.boolean().optional(),
});
export type SetupChange = z.infer<typeof setupChangeSchema>;

/** POST /api/setup/counter-qr: the staff account the counter device signs in as. */
export const counterQrSchema = z.strictObject({
  staffId: z.string().refine(isUuid, "errors.users.userNotFound"),
});
