import { isValidElement, type ReactElement, type ReactNode } from "react";
import { AfterLoad } from "@/components/layout/after-load";
import { CommonWordsProvider } from "@/components/layout/common-words";
import RootLayout from "./layout";

jest.mock("next/server", () => ({ connection: async () => undefined }));
jest.mock("next-intl/server", () => ({ getLocale: async () => "ar" }));
jest.mock("./font", () => ({ geistSans: { variable: "font" } }));
jest.mock("@/components/layout/common-words-server", () => ({
  commonWords: async () => ({ close: "إغلاق" }),
}));
jest.mock("@/lib/i18n/intl-props", () => ({
  intlProps: async () => ({ locale: "ar", timeZone: "UTC", messages: {} }),
}));
jest.mock("@/lib/program/read", () => ({ getProgram: async () => ({}) }));
jest.mock("@/lib/settings/shop", () => ({ getShopSettings: async () => ({}) }));
jest.mock("@/lib/program/app-icons", () => ({ appIcons: () => [] }));

/** The elements of a tree, each with the components it sits inside. */
function* inside(node: ReactNode, above: unknown[] = []): Generator<[ReactElement, unknown[]]> {
  if (Array.isArray(node)) for (const child of node) yield* inside(child, above);
  if (!isValidElement(node)) return;
  yield [node, above];
  const props = node.props as { children?: ReactNode };
  yield* inside(props.children, [...above, node.type]);
}

// The passkey offer's dialog and its error toast spoke English in every language while they
// sat beside the provider and it had English defaults.
it("puts what loads later (the passkey offer, the toaster) inside the page's words", async () => {
  const tree = await RootLayout({ children: <main /> });
  const found = [...inside(tree)].find(([element]) => element.type === AfterLoad);
  expect(found).toBeDefined();
  expect(found![1]).toContain(CommonWordsProvider);
});
