import { act, fireEvent, screen, within } from "@testing-library/react";
import { api } from "@/lib/http/fetcher";
import type { ShopSettings } from "@/lib/settings/shop";
import es from "@/messages/es/adminSettings.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { SettingsForm } from "./settings-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({
    push: jest.fn(),
    refresh: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
  }),
}));
jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

// The switches measure themselves (Radix); jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const saved: ShopSettings = {
  shopName: "Café Sol",
  ownerHandle: "@cafesol",
  ownerUrl: "https://www.instagram.com/cafesol",
  messagingApp: "Instagram",
  publicSiteUrl: null,
  tokenLifetimeMinutes: 10,
  punchCooldownMinutes: null,
  maxPunchesPerDay: 1,
  maxCodesPerDay: null,
  reviewPunchesPerDay: 5,
  reviewFailuresPerDay: null,
  timeZone: "Europe/Madrid",
  joinAtCounter: true,
  rewardName: "café",
  language: "es",
  currency: "EUR",
  staffTokensPerDay: 200,
  quietStartMinutes: 1260,
  quietEndMinutes: 540,
  address: null,
  latitude: null,
  longitude: null,
};

const inSpanish = { locale: "es" as const, messages: { ...ENGLISH_MESSAGES, adminSettings: es } };

afterEach(() => call.mockReset());

describe("the settings form", () => {
  it("speaks Spanish, with its plurals, and names each language in its own words", () => {
    renderWithIntl(<SettingsForm initial={saved} />, inSpanish);
    expect(screen.getByRole("heading", { name: "Idioma y moneda" })).toBeVisible();
    expect(screen.getByTestId("settings-save")).toHaveTextContent("Guardar ajustes");
    // One punch a day at most, flagged after five: never reached, said with the singular.
    expect(screen.getByTestId("settings-reviewPunchesPerDay-warning")).toHaveTextContent(
      "Nunca se alcanza: un cliente puede conseguir como máximo 1 sello al día, así que nadie pasa de 5.",
    );
    fireEvent.change(screen.getByTestId("settings-maxPunchesPerDay"), { target: { value: "3" } });
    expect(screen.getByTestId("settings-reviewPunchesPerDay-warning")).toHaveTextContent(
      "como máximo 3 sellos al día",
    );
    const languages = within(screen.getByTestId("settings-language")).getAllByRole("option");
    expect(languages.map((o) => o.textContent)).toEqual([
      "English",
      "Español",
      "Français",
      "Deutsch",
      "Português (Brasil)",
      "العربية",
    ]);
    expect(screen.getByTestId("settings-language")).toHaveValue("es");
  });

  it("sends the language and currency picked, and shows a refused currency under its field", async () => {
    call.mockImplementation(async (_path, init) => ({ ...saved, ...(init?.body as object) }));
    renderWithIntl(<SettingsForm initial={saved} />, inSpanish);
    fireEvent.change(screen.getByTestId("settings-currency"), { target: { value: "XYZ" } });
    await act(async () => fireEvent.click(screen.getByTestId("settings-save")));
    expect(screen.getByTestId("settings-currency-error")).toHaveTextContent(
      "La moneda debe ser un código de tres letras de la lista, como EUR",
    );
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId("settings-language"), { target: { value: "pt-BR" } });
    fireEvent.change(screen.getByTestId("settings-currency"), { target: { value: "brl" } });
    expect(screen.queryByTestId("settings-currency-error")).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId("settings-save")));
    expect(call).toHaveBeenCalledWith("/settings", {
      method: "PUT",
      body: expect.objectContaining({ language: "pt-BR", currency: "BRL" }),
    });
  });

  it("proposes this browser's time zone for a shop never saved, and sends it on save", async () => {
    const real = Intl.DateTimeFormat;
    const zone = jest.spyOn(Intl, "DateTimeFormat").mockImplementation(((
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) => {
      const format = new real(...args);
      format.resolvedOptions = () => ({
        ...real.prototype.resolvedOptions.call(format),
        timeZone: "Asia/Tokyo",
      });
      return format;
    }) as unknown as typeof Intl.DateTimeFormat);
    try {
      renderWithIntl(<SettingsForm initial={saved} propose />);
      expect(screen.getByTestId("settings-timeZone")).toHaveValue("Asia/Tokyo");
      expect(screen.getByText(/Proposed from this browser/)).toBeVisible();
      call.mockResolvedValue({ ...saved, timeZone: "Asia/Tokyo" });
      await act(async () => {
        fireEvent.click(screen.getByTestId("settings-save"));
      });
      expect(call).toHaveBeenCalledWith("/settings", {
        method: "PUT",
        body: expect.objectContaining({ timeZone: "Asia/Tokyo" }),
      });
    } finally {
      zone.mockRestore();
    }
  });

  it("keeps the saved time zone of a shop already saved", () => {
    renderWithIntl(<SettingsForm initial={saved} />);
    expect(screen.getByTestId("settings-timeZone")).toHaveValue("Europe/Madrid");
    expect(screen.queryByText(/Proposed from this browser/)).toBeNull();
  });
});
