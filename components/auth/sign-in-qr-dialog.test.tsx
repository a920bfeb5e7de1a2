import { act, fireEvent, screen } from "@testing-library/react";
import esAuth from "@/messages/es/auth.json";
import esCommon from "@/messages/es/common.json";
import esErrors from "@/messages/es/errors.json";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { renderWithIntl } from "@/tests/support/intl";
import { SignInQrDialog } from "./sign-in-qr-dialog";

jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

const spanish = {
  locale: "es" as const,
  messages: { auth: esAuth, common: esCommon, errors: esErrors },
};

async function open() {
  renderWithIntl(<SignInQrDialog customer={{ id: "c1", username: "lucía_42" }} />, spanish);
  await act(async () => fireEvent.click(screen.getByTestId("sign-in-qr")));
  return screen.getByTestId("sign-in-qr-dialog");
}

beforeEach(() => jest.clearAllMocks());

describe("SignInQrDialog in Spanish", () => {
  it("names the customer and what the QR is for, with the buttons in Spanish", async () => {
    call.mockResolvedValue({
      url: "https://shop.example/auto-login/abc",
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    });
    const dialog = await open();
    expect(screen.getByTestId("sign-in-qr")).toHaveTextContent("QR de acceso");
    expect(dialog).toHaveTextContent(
      "Para lucía_42: un teléfono nuevo o una contraseña olvidada. Se escanea con la cámara de su teléfono. Funciona una sola vez, durante 10 minutos.",
    );
    // The username keeps its own direction inside the sentence.
    expect(dialog.querySelector("bdi")).toHaveTextContent("lucía_42");
    expect(screen.getByTestId("sign-in-qr-new")).toHaveTextContent("QR nuevo");
    expect(screen.getByRole("button", { name: "Listo" })).toBeInTheDocument();
    expect(screen.getByTestId("sign-in-qr-expiry")).toHaveTextContent(/^Caduca a las /);
  });

  it("says in Spanish that no QR could be made when the server fails", async () => {
    call.mockRejectedValue(new ApiError("internal", "Internal error"));
    await open();
    expect(screen.getByRole("alert")).toHaveTextContent("No se pudo crear el QR de acceso");
  });
});
