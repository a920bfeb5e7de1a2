/** Account limits (SPEC §9), without zod: the small client forms import them as they are. */
export const USERNAME_MIN = 3;
export const ADMIN_SET_PASSWORD_MIN = 3 as const;
export const OWN_PASSWORD_MIN = 6 as const;
