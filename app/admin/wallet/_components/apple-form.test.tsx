import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import type { AppleStatus } from "@/lib/wallet/status";
import fr from "@/messages/fr/adminWallet.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { AppleForm } from "./apple-form";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;
afterEach(() => call.mockReset());

const WWDR = "-----BEGIN CERTIFICATE-----\nMIIwwdr\n-----END CERTIFICATE-----\n";
const CERT = "-----BEGIN CERTIFICATE-----\nMIIcert\n-----END CERTIFICATE-----\n";
const KEY = "-----BEGIN PRIVATE KEY-----\nMIIkey\n-----END PRIVATE KEY-----\n";
const P12 = new Uint8Array([0x30, 0x82, 0x01, 0x02, 0xff]);

const saved: AppleStatus = {
  passTypeIdentifier: "pass.com.cafesol.card",
  teamIdentifier: "ABCDE12345",
  expiresAt: "2027-06-01T00:00:00.000Z",
  daysLeft: 180,
  expiring: false,
  expired: false,
  passes: 0,
  devices: 0,
  updatedAt: "2026-12-02T12:00:00.000Z",
};

async function choose(testId: string, file: File) {
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByTestId(`${testId}-chosen`)).toHaveTextContent(file.name));
}
const save = () => act(async () => fireEvent.click(screen.getByTestId("apple-save")));

describe("the Apple Wallet form", () => {
  it("offers the .p12 way first and switches to the PEM files, each way with its own fields", () => {
    renderWithIntl(<AppleForm replacing={false} onSaved={jest.fn()} />);
    expect(screen.getByTestId("apple-method-p12")).toBeChecked();
    expect(screen.getByTestId("apple-p12Base64")).toBeVisible();
    expect(screen.getByTestId("apple-p12Password")).toHaveAttribute("type", "password");
    expect(screen.queryByTestId("apple-certificatePem")).toBeNull();
    expect(screen.getByText(/Apple's certificate authority page/)).toHaveAttribute(
      "href",
      "https://www.apple.com/certificateauthority/",
    );

    fireEvent.click(screen.getByTestId("apple-method-pem"));
    expect(screen.getByTestId("apple-method-pem")).toBeChecked();
    expect(screen.queryByTestId("apple-p12Base64")).toBeNull();
    expect(screen.getByTestId("apple-certificatePem")).toBeVisible();
    expect(screen.getByTestId("apple-privateKeyPem")).toBeVisible();
    expect(screen.getByTestId("apple-privateKeyPassphrase")).toHaveAttribute("type", "password");
    // Both ways need Apple's WWDR certificate and name the ids.
    expect(screen.getByTestId("apple-wwdrPem")).toBeVisible();
    expect(screen.getByTestId("apple-passTypeIdentifier")).toBeVisible();
  });

  it("asks for the .p12 file under its field, not for the PEM files the .p12 way hides", async () => {
    renderWithIntl(<AppleForm replacing={false} onSaved={jest.fn()} />);
    await save();
    expect(screen.getByTestId("apple-p12Base64-error")).toHaveTextContent("Choose the .p12 file.");
    expect(screen.getByTestId("apple-wwdrPem-error")).toHaveTextContent(
      "Choose Apple's WWDR certificate file.",
    );
    expect(screen.queryByTestId("apple-certificatePem-error")).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it("sends the .p12 as base64 without the data: prefix, with its password and the WWDR", async () => {
    call.mockResolvedValue({ apple: saved });
    const onSaved = jest.fn();
    renderWithIntl(<AppleForm replacing={false} onSaved={onSaved} />);
    await choose("apple-p12Base64", new File([P12], "pass.p12"));
    fireEvent.change(screen.getByTestId("apple-p12Password"), { target: { value: "s3cret" } });
    await choose("apple-wwdrPem", new File([WWDR], "AppleWWDRCAG4.pem"));
    await save();
    expect(call).toHaveBeenCalledWith("/wallet/apple", {
      method: "PUT",
      body: expect.objectContaining({
        p12Base64: Buffer.from(P12).toString("base64"),
        p12Password: "s3cret",
        wwdrPem: WWDR.trim(),
      }),
    });
    const body = call.mock.calls[0]![1]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("certificatePem");
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("shows each of the server's issues under its own field, in the reader's language", async () => {
    call.mockRejectedValue(
      new ApiError("bad_request", "La clé ne correspond pas.", [
        { path: ["privateKeyPem"], message: "Cette clé ne correspond pas au certificat." },
        { path: ["teamIdentifier"], message: "Le certificat appartient à un autre Team ID." },
      ]),
    );
    renderWithIntl(<AppleForm replacing={false} onSaved={jest.fn()} />, {
      locale: "fr",
      messages: { ...ENGLISH_MESSAGES, adminWallet: fr },
    });
    fireEvent.click(screen.getByTestId("apple-method-pem"));
    await choose("apple-certificatePem", new File([CERT], "pass.pem"));
    await choose("apple-privateKeyPem", new File([KEY], "key.pem"));
    await choose("apple-wwdrPem", new File([WWDR], "wwdr.pem"));
    fireEvent.change(screen.getByTestId("apple-passTypeIdentifier"), {
      target: { value: "pass.com.cafesol.card" },
    });
    fireEvent.change(screen.getByTestId("apple-teamIdentifier"), {
      target: { value: "ZZZZZ99999" },
    });
    await save();
    expect(call).toHaveBeenCalledWith("/wallet/apple", {
      method: "PUT",
      body: expect.objectContaining({ certificatePem: CERT.trim(), privateKeyPem: KEY.trim() }),
    });
    expect(screen.getByTestId("apple-privateKeyPem-error")).toHaveTextContent(
      "Cette clé ne correspond pas au certificat.",
    );
    expect(screen.getByTestId("apple-teamIdentifier-error")).toHaveTextContent(
      "Le certificat appartient à un autre Team ID.",
    );
    expect(screen.queryByTestId("apple-certificatePem-error")).toBeNull();
    // The field's words go once it is edited again.
    await choose("apple-privateKeyPem", new File([KEY], "other-key.pem"));
    expect(screen.queryByTestId("apple-privateKeyPem-error")).toBeNull();
  });

  it("checks the PEM way's fields with the shared schema before sending", async () => {
    renderWithIntl(<AppleForm replacing={false} onSaved={jest.fn()} />);
    fireEvent.click(screen.getByTestId("apple-method-pem"));
    fireEvent.change(screen.getByTestId("apple-teamIdentifier"), { target: { value: "abc" } });
    await save();
    expect(screen.getByTestId("apple-certificatePem-error")).toHaveTextContent(
      "Choose the certificate file (PEM).",
    );
    expect(screen.getByTestId("apple-privateKeyPem-error")).toHaveTextContent(
      "Choose the private key file (PEM).",
    );
    expect(screen.getByTestId("apple-teamIdentifier-error")).toHaveTextContent(
      "Enter the Team ID: 10 capital letters and digits.",
    );
    expect(call).not.toHaveBeenCalled();
  });
});
