import { expect, type Page } from "@playwright/test";

/**
 * WebAuthn needs a domain as relying party, never an IP address: passkey tests open the app
 * at http://localhost:PORT instead of the suite's http://127.0.0.1:PORT (same server).
 */
export const LOCALHOST_URL = (process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000").replace(
  "//127.0.0.1",
  "//localhost",
);

/**
 * A platform authenticator in this page's browser, through the DevTools Protocol: it keeps
 * discoverable passkeys and verifies its user (Face ID or a fingerprint, always accepted).
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The passkeys the phone holds (a removed one stays on the phone, as on a real one). */
    async count() {
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials.length;
    },
  };
}

/**
 * Chromium's virtual authenticator answers the username field's passkey autofill by itself,
 * with the first passkey it holds, as soon as /login asks (a person would pick it from the
 * autofill). To test "Sign in with a passkey" itself, the autofill's request for options (the
 * first one the page sends) is held unanswered, so only the button's ceremony can sign in.
 * Call before opening /login; call what it answers (the autofill has asked) before clicking.
 */
export async function holdAutofill(page: Page): Promise<() => Promise<void>> {
  let held = false;
  await page.route("**/api/passkeys/login/options", async (route) => {
    if (held) return route.continue();
    // Never answered: the autofill waits for it until the page goes.
    held = true;
  });
  return () => expect.poll(() => held).toBe(true);
}
