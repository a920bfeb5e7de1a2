import { act, fireEvent, screen } from "@testing-library/react";
import { notify } from "@/components/ui/toast";
import esCustomer from "@/messages/es/customer.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { LanguageForm } from "./language-form";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/components/ui/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const fetchMock = jest.fn();
beforeEach(() => {
  refresh.mockClear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const spanish = { ...ENGLISH_MESSAGES, customer: esCustomer };
const sent = () => JSON.parse(String((fetchMock.mock.calls.at(-1)?.[1] as RequestInit).body));

describe("the profile's Language", () => {
  it("lists the phone's language and the six, each in its own name, in the reader's language", () => {
    renderWithIntl(<LanguageForm userId="u1" initial={null} />, {
      locale: "es",
      messages: spanish,
    });
    const select = screen.getByLabelText("Idioma");
    expect(select).toHaveValue("");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "El idioma del teléfono",
      "English",
      "Español",
      "Français",
      "Deutsch",
      "Português (Brasil)",
      "العربية",
    ]);
  });

  it("saves a choice as it is made and shows the page again in it; none is sent as null", async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ locale: "fr" }) });
    renderWithIntl(<LanguageForm userId="u1" initial="es" />, { locale: "es", messages: spanish });
    const select = screen.getByTestId("profile-language");
    expect(select).toHaveValue("es");
    await act(async () => fireEvent.change(select, { target: { value: "fr" } }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/u1",
      expect.objectContaining({ method: "PUT" }),
    );
    expect(sent()).toEqual({ locale: "fr" });
    expect(notify.success).toHaveBeenCalledWith("Idioma guardado");
    expect(refresh).toHaveBeenCalled();

    await act(async () => fireEvent.change(select, { target: { value: "" } }));
    expect(sent()).toEqual({ locale: null });
  });

  it("puts the saved language back when saving fails", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
    renderWithIntl(<LanguageForm userId="u1" initial="de" />, { locale: "es", messages: spanish });
    const select = screen.getByTestId("profile-language");
    await act(async () => fireEvent.change(select, { target: { value: "ar" } }));
    expect(select).toHaveValue("de");
    expect(notify.error).toHaveBeenCalledWith("Error", "No se pudo guardar el idioma");
    expect(refresh).not.toHaveBeenCalled();
  });
});
