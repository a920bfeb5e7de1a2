import { screen } from "@testing-library/react";
import de from "@/messages/de/adminWallet.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { CertificateWarning } from "./certificate-warning";

const warning = () => screen.getByTestId("wallet-certificate-warning");

describe("the Apple certificate's warning", () => {
  it("counts the days left before the end, and says installed passes stop updating after it", () => {
    renderWithIntl(
      <CertificateWarning
        end={{ expiresAt: "2026-12-20T10:00:00.000Z", daysLeft: 12, expired: false }}
      />,
    );
    expect(warning()).toHaveTextContent("The Apple Wallet certificate expires soon");
    expect(warning()).toHaveTextContent(
      "It ends on December 20, 2026 (12 days left). Passes already installed stay readable but stop updating after that date. Upload a new certificate for the same Pass Type ID.",
    );
    expect(screen.queryByTestId("wallet-certificate-link")).toBeNull();
  });

  it("says one day and the last day as such", () => {
    const first = renderWithIntl(
      <CertificateWarning
        end={{ expiresAt: "2026-12-03T10:00:00.000Z", daysLeft: 1, expired: false }}
      />,
    );
    expect(warning()).toHaveTextContent("(1 day left)");
    first.unmount();
    renderWithIntl(
      <CertificateWarning
        end={{ expiresAt: "2026-12-02T18:00:00.000Z", daysLeft: 0, expired: false }}
      />,
    );
    expect(warning()).toHaveTextContent("(today is the last day)");
  });

  it("says an expired certificate ended, and links to the wallet screen from elsewhere", () => {
    renderWithIntl(
      <CertificateWarning
        end={{ expiresAt: "2026-11-30T10:00:00.000Z", daysLeft: -3, expired: true }}
        link
      />,
    );
    expect(warning()).toHaveTextContent("The Apple Wallet certificate has expired");
    expect(warning()).toHaveTextContent(
      "It ended on November 30, 2026. Passes already installed stay readable but no longer update. Upload a new certificate for the same Pass Type ID.",
    );
    expect(warning()).not.toHaveTextContent("days left");
    expect(screen.getByTestId("wallet-certificate-link")).toHaveAttribute("href", "/admin/wallet");
  });

  it("speaks the reader's language, with its plural", () => {
    renderWithIntl(
      <CertificateWarning
        end={{ expiresAt: "2026-12-20T10:00:00.000Z", daysLeft: 12, expired: false }}
      />,
      { locale: "de", messages: { ...ENGLISH_MESSAGES, adminWallet: de } },
    );
    expect(warning()).toHaveTextContent("Das Apple-Wallet-Zertifikat läuft bald ab");
    expect(warning()).toHaveTextContent("Es endet am 20. Dezember 2026 (noch 12 Tage).");
  });
});
