import { IntlProvider } from "@/components/i18n/intl-provider";
import type { PasskeyView } from "@/lib/auth/passkeys/browser";
import { PasskeyListView } from "./passkey-list-view";

/**
 * The account's passkeys on a profile screen (customer, admin, staff), with its words: every
 * role's profile renders it, so it brings its own namespace rather than ask each screen to.
 */
export function PasskeyList({ initial }: { initial: PasskeyView[] }) {
  return (
    <IntlProvider namespaces={["auth"]}>
      <PasskeyListView initial={initial} />
    </IntlProvider>
  );
}
