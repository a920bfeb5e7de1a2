import { render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import ErrorPage from "@/app/error";
import { CopyButton } from "@/components/ui/copy-button";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import arCommon from "@/messages/ar/common.json";
import esCommon from "@/messages/es/common.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { CommonWordsProvider, useCommonWords } from "./common-words";
import { commonWordsIn } from "./common-words-server";

function wordsIn(locale: "en" | "es" | "ar", common = ENGLISH_MESSAGES.common) {
  const messages = { ...ENGLISH_MESSAGES, common };
  return commonWordsIn(createTranslator({ locale, messages, namespace: "common" }), locale);
}

it("has no words of its own: a component outside the layout's provider throws", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  function Speaks() {
    return useCommonWords().close;
  }
  expect(() => render(<Speaks />)).toThrow(/outside CommonWordsProvider/);
  expect(() => render(<CopyButton text="ABC" />)).toThrow(/outside CommonWordsProvider/);
  // In English, the words are the English catalogue's.
  render(
    <CommonWordsProvider words={wordsIn("en")}>
      <Speaks />
    </CommonWordsProvider>,
  );
  expect(document.body).toHaveTextContent(ENGLISH_MESSAGES.common.ui.close);
});

it("shows the error screen in Arabic, its reference kept as it is", () => {
  const error = Object.assign(new Error("boom"), { digest: "1234abcd" });
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <CommonWordsProvider words={wordsIn("ar", arCommon)}>
      <ErrorPage error={error} reset={jest.fn()} />
    </CommonWordsProvider>,
  );
  expect(screen.getByRole("heading")).toHaveTextContent("خطأ غير متوقع في التطبيق!");
  expect(screen.getByTestId("error-message")).toHaveTextContent("حدث خطأ ما (المرجع 1234abcd).");
  expect(screen.getByRole("button")).toHaveTextContent("حاول مرة أخرى");
});

it("gives the primitives their words in Spanish, and tabs the page's direction", () => {
  render(
    <CommonWordsProvider words={wordsIn("es", esCommon)}>
      <CopyButton text="ABC" />
    </CommonWordsProvider>,
  );
  expect(screen.getByTestId("copy-button")).toHaveTextContent("Copiar");

  render(
    <CommonWordsProvider words={wordsIn("ar", arCommon)}>
      <Tabs defaultValue="a">
        <TabsContent value="a">a</TabsContent>
      </Tabs>
    </CommonWordsProvider>,
  );
  expect(document.querySelector("[data-slot=tabs]")).toHaveAttribute("dir", "rtl");
});
