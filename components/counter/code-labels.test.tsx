import { screen } from "@testing-library/react";
import arAdminCounter from "@/messages/ar/adminCounter.json";
import esAdminCounter from "@/messages/es/adminCounter.json";
import { XP_PER_CODE } from "@/lib/rewards/rules";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { CodeLabels } from "./code-labels";

jest.mock("@/components/rewards/qr-image", () => ({
  QrImage: ({ label }: { label: string }) => <span role="img" aria-label={label} />,
}));

const codes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i}`, code: `ABC${i}DEF` }));
const verifyUrl = (code: string) => `https://shop.test/user/verify?code=${code}`;

describe("the labels of new codes", () => {
  it("in English: SPEC's words", () => {
    renderWithIntl(<CodeLabels codes={codes(2)} productName="Cold Brew" verifyUrl={verifyUrl} />);
    expect(screen.getByText("2 labels for Cold Brew")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "QR code for ABC0DEF" })).toBeInTheDocument();
  });

  it("in Arabic: the dual and the plural, the XP printed on each label", () => {
    const messages = { ...ENGLISH_MESSAGES, adminCounter: arAdminCounter };
    const { unmount } = renderWithIntl(
      <CodeLabels codes={codes(2)} productName="Cold Brew" verifyUrl={verifyUrl} />,
      { locale: "ar", messages },
    );
    expect(screen.getByText("ملصقان لـ Cold Brew")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "طباعة الملصقات" })).toBeInTheDocument();
    expect(screen.getAllByText(/امسحه أو اكتبه في شاشة التحقق/)[0]).toHaveTextContent(
      `+${new Intl.NumberFormat("ar").format(XP_PER_CODE)} XP`,
    );
    unmount();
    renderWithIntl(<CodeLabels codes={codes(3)} productName="Cold Brew" verifyUrl={verifyUrl} />, {
      locale: "ar",
      messages,
    });
    expect(
      screen.getByText(`${new Intl.NumberFormat("ar").format(3)} ملصقات لـ Cold Brew`),
    ).toBeInTheDocument();
  });

  it("in Spanish", () => {
    renderWithIntl(<CodeLabels codes={codes(1)} productName="Café" verifyUrl={verifyUrl} />, {
      locale: "es",
      messages: { ...ENGLISH_MESSAGES, adminCounter: esAdminCounter },
    });
    expect(screen.getByText("1 etiqueta para Café")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Código QR de ABC0DEF" })).toBeInTheDocument();
  });
});
