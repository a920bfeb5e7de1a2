import { IntlProvider } from "@/components/i18n/intl-provider";
import { OwnPasswordFormView } from "./own-password-form-view";

/** An admin's or staff member's own password, with its words (see passkey-list.tsx). */
export function OwnPasswordForm() {
  return (
    <IntlProvider namespaces={["auth"]}>
      <OwnPasswordFormView />
    </IntlProvider>
  );
}
