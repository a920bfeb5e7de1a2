import { IntlProvider } from "@/components/i18n/intl-provider";
import { PasswordFormView, type Props } from "./password-form-view";
import { PASSWORD_FORM_NAMESPACES } from "./password-form-namespaces";

/** A customer's new password typed twice, with its words (see passkey-list.tsx). */
export function PasswordForm(props: Props) {
  return (
    <IntlProvider namespaces={PASSWORD_FORM_NAMESPACES}>
      <PasswordFormView {...props} />
    </IntlProvider>
  );
}
