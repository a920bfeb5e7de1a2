import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireAdmin } from "@/lib/auth/guards";

// The console's client components speak the admin's words, the shared UI primitives' and
// lib/'s refusals (shown with useText); a screen that also shows another area's components
// (a customer's card, a sign-in QR) adds its own provider with those namespaces.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return (
    <IntlProvider namespaces={["common", "admin", "errors"]}>
      <div className="bg-muted/40 min-h-dvh">{children}</div>
    </IntlProvider>
  );
}
