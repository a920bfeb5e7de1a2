import * as z from "zod";

/** PUT /api/setup: what the guide itself holds (each step's own state lives on its screen). */
export const setupChangeSchema = z.strictObject({
  dismissed: z.boolean().optional(),
  counterByOwner: z.boolean().optional(),
});
export type SetupChange = z.infer<typeof setupChangeSchema>;
