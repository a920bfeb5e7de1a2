import { IntlProvider } from "@/components/i18n/intl-provider";
import { SignOutEverywhereView } from "./sign-out-everywhere-view";

/** "Sign out everywhere" on every role's profile, with its words (see passkey-list.tsx). */
export function SignOutEverywhere() {
  return (
    <IntlProvider namespaces={["auth"]}>
      <SignOutEverywhereView />
    </IntlProvider>
  );
}
