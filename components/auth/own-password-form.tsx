import { IntlProvider } from "@/components/i18n/intl-provider";
import { OwnPasswordFormView } from "./own-password-form-view";
import { PASSWORD_FORM_NAMESPACES } from "./password-form-namespaces";

/** An admin's or staff member's own password, with its words (see passkey-list.tsx). */
export function OwnPasswordForm() {
  return (
    <IntlProvider namespaces={PASSWORD_FORM_NAMESPACES}>
      <OwnPasswordFormView />
    </IntlProvider>
  );
}
