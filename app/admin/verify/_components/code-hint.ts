import { XP_PER_CODE } from "@/lib/rewards/rules";

/** What a printed code is for, on the admin's code screen and the counter's. */
export const CODE_HINT = `Print a code for each product sold; customers verify it to earn ${XP_PER_CODE} XP.`;
