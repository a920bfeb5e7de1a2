import { isValidElement, type ReactNode } from "react";
import { IntlProvider } from "@/components/i18n/intl-provider";
import AdminUsersPage from "./page";

jest.mock("@/lib/auth/guards", () => ({ requireAdmin: async () => ({ id: "admin" }) }));
jest.mock("@/lib/program/read", () => ({ getProgram: async () => ({ cardSize: 10 }) }));
jest.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));

/** The namespaces of every IntlProvider in a tree. */
function namespacesIn(node: ReactNode): string[][] {
  if (Array.isArray(node)) return node.flatMap(namespacesIn);
  if (!isValidElement(node)) return [];
  const props = node.props as { children?: ReactNode; namespaces?: string[] };
  const own = node.type === IntlProvider ? [props.namespaces ?? []] : [];
  return [...own, ...namespacesIn(props.children)];
}

// The reset's toast for a card that keeps going (only early rewards handed over) is in the
// `card` catalogue: under the admin layout's namespaces alone it showed its key.
it("gives the users list the card's words, which the reset's toast says", async () => {
  const page = await AdminUsersPage();
  const providers = namespacesIn(page);
  expect(providers).toHaveLength(1);
  expect(providers[0]).toEqual(expect.arrayContaining(["common", "admin", "errors", "card"]));
});
