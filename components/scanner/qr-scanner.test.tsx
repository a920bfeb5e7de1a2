import { fireEvent, screen } from "@testing-library/react";
import arCommon from "@/messages/ar/common.json";
import esCommon from "@/messages/es/common.json";
import esErrors from "@/messages/es/errors.json";
import { renderWithIntl } from "@/tests/support/intl";
import { CameraControls } from "./camera-controls";
import { QrScanner } from "./qr-scanner";

// The decoder is the browser's camera and canvas work; these tests look at the words only.
jest.mock("./decode-image", () => ({ decodeLargestInImage: jest.fn(), createReader: jest.fn() }));

const spanish = { locale: "es" as const, messages: { common: esCommon, errors: esErrors } };

describe("QrScanner in the reader's language", () => {
  it("speaks Spanish before the camera starts", () => {
    renderWithIntl(<QrScanner onScan={jest.fn()} />, spanish);
    expect(screen.getByTestId("scanner-start")).toHaveTextContent("Iniciar escáner");
    expect(screen.getByTestId("scanner-file-button")).toHaveTextContent("Escanear una imagen");
    expect(screen.getByLabelText("Imagen del código QR")).toBeInTheDocument();
    expect(
      screen.getByText("Enciende la cámara o suelta aquí una foto del código QR."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Se necesita acceso a la cámara. Tu privacidad está protegida: no se guarda ninguna imagen.",
      ),
    ).toBeInTheDocument();
  });

  it("says in Spanish that only a picture can be scanned", () => {
    renderWithIntl(<QrScanner onScan={jest.fn()} />, spanish);
    const text = new File(["hello"], "note.txt", { type: "text/plain" });
    fireEvent.change(screen.getByTestId("scanner-file"), { target: { files: [text] } });
    expect(screen.getByTestId("scanner-warning")).toHaveTextContent(
      "Solo se pueden escanear archivos de imagen.",
    );
  });

  it("says in Spanish that the camera needs https (a page served without it)", () => {
    renderWithIntl(<QrScanner onScan={jest.fn()} />, spanish);
    fireEvent.click(screen.getByTestId("scanner-start"));
    expect(screen.getByTestId("scanner-warning")).toHaveTextContent(
      "La cámara necesita una conexión segura (https). Aún puedes escanear un archivo de imagen.",
    );
  });
});

describe("CameraControls in Arabic", () => {
  it("names an unlabelled camera by its number, and the zoom and flashlight", () => {
    const cameras = [
      { deviceId: "a", label: "" },
      { deviceId: "b", label: "" },
    ] as MediaDeviceInfo[];
    renderWithIntl(
      <CameraControls
        cameras={cameras}
        cameraId="a"
        zoom={{ min: 1, max: 3, value: 1 }}
        torch={false}
        onCamera={jest.fn()}
        onZoom={jest.fn()}
        onTorch={jest.fn()}
      />,
      { locale: "ar", messages: { common: arCommon } },
    );
    const select = screen.getByLabelText("الكاميرا");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "الكاميرا 1",
      "الكاميرا 2",
    ]);
    expect(screen.getByLabelText("التكبير")).toHaveAttribute("type", "range");
    expect(screen.getByRole("button", { name: "المصباح" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});
