import { IntlProvider } from "@/components/i18n/intl-provider";
import { PasswordFormView, type Props } from "./password-form-view";

/** A customer's new password typed twice, with its words (see passkey-list.tsx). */
export function PasswordForm(props: Props) {
  return (
    <IntlProvider namespaces={["auth"]}>
      <PasswordFormView {...props} />
    </IntlProvider>
  );
}
