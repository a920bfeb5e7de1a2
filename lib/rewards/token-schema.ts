import "@/lib/fields/jitless";
import * as z from "zod";
import { TOKEN_PUNCHES_MOST } from "@/lib/rewards/messages";

/** The most punches any token can carry (punch_tokens_punches_range); the program may allow fewer. */
export const MAX_TOKEN_PUNCHES = 5;

/**
 * How many punches a token carries, 1 by default. The shop's own maximum (the program's
 * maxTokenPunches) is checked by the server, which reads it, as a refusal of this field.
 */
export const tokenPunchesField = z
  .number(TOKEN_PUNCHES_MOST(MAX_TOKEN_PUNCHES))
  .int(TOKEN_PUNCHES_MOST(MAX_TOKEN_PUNCHES))
  .min(1, TOKEN_PUNCHES_MOST(MAX_TOKEN_PUNCHES))
  .max(MAX_TOKEN_PUNCHES, TOKEN_PUNCHES_MOST(MAX_TOKEN_PUNCHES))
  .default(1);

/** A counter token shown on the display or the admin's QR screen. */
export const generateTokenSchema = z.object({ punches: tokenPunchesField });
