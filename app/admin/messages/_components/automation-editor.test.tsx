import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { AutomationEditor } from "./automation-editor";
import type { AutomationView } from "./types";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

const welcome: AutomationView = {
  kind: "welcome",
  enabled: false,
  title: "Welcome to {shop}, {name}!",
  body: "Ten punches earn you a free {reward}.",
  edited: true,
  days: null,
  sentLast30Days: 3,
};

function renderEditor(automation = welcome) {
  const onSaved = jest.fn();
  renderWithIntl(
    <AutomationEditor
      automation={automation}
      shopName="Bean & Crumb"
      rewards={[{ at: 10, word: "coffee" }]}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

const preview = (part: "title" | "body") =>
  screen.getByTestId(`automation-welcome-preview-${part}`);

afterEach(() => call.mockReset());

describe("an automation's editor", () => {
  it("previews One punch away on a card one punch from its next reward, naming that reward", () => {
    const oneAway: AutomationView = {
      ...welcome,
      kind: "one_away",
      title: "One more punch, {name}",
      body: "{punches} punches: a free {reward} is one visit away.",
    };
    renderWithIntl(
      <AutomationEditor
        automation={oneAway}
        shopName="Bean & Crumb"
        rewards={[
          { at: 5, word: "cookie" },
          { at: 10, word: "coffee" },
        ]}
        onSaved={jest.fn()}
      />,
    );
    expect(screen.getByTestId("automation-one_away-preview-body")).toHaveTextContent(
      "4 punches: a free cookie is one visit away.",
    );
  });

  it("previews the text with the sample customer's values as it is typed", () => {
    renderEditor();
    expect(preview("title")).toHaveTextContent("Welcome to Bean & Crumb, Maya!");
    expect(preview("body")).toHaveTextContent("Ten punches earn you a free coffee.");
    fireEvent.change(screen.getByTestId("automation-welcome-body"), {
      target: { value: "{name}, you have {punches} punch. {shop} says hi." },
    });
    expect(preview("body")).toHaveTextContent("Maya, you have 1 punch. Bean & Crumb says hi.");
  });

  it("writes a placeholder where the cursor is", () => {
    renderEditor();
    const body = screen.getByTestId("automation-welcome-body") as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: "Hi !" } });
    body.setSelectionRange(3, 3);
    fireEvent.focus(body);
    fireEvent.click(screen.getByRole("button", { name: /^Add \{name\}/ }));
    expect(body.value).toBe("Hi {name}!");
    expect(preview("body")).toHaveTextContent("Hi Maya!");
  });

  it("refuses a blank title in the browser, under its field, without a request", () => {
    renderEditor();
    fireEvent.change(screen.getByTestId("automation-welcome-title"), { target: { value: " " } });
    fireEvent.click(screen.getByTestId("automation-welcome-save"));
    expect(screen.getByTestId("automation-welcome-title-error")).toHaveTextContent(
      "Title is required",
    );
    expect(screen.getByTestId("automation-welcome-title")).toHaveAttribute("aria-invalid", "true");
    expect(call).not.toHaveBeenCalled();
  });

  it("saves this automation alone and shows the server's refusal under its field", async () => {
    call.mockRejectedValue(
      new ApiError("bad_request", "Invalid input", [
        { path: ["automations", 0, "body"], message: "Message is too long here" },
      ]),
    );
    const onSaved = renderEditor();
    await act(async () => fireEvent.click(screen.getByTestId("automation-welcome-save")));
    const [path, init] = call.mock.calls[0]!;
    expect(path).toBe("/automations");
    expect(init?.method).toBe("PUT");
    expect(init?.body).toEqual({
      automations: [
        {
          kind: "welcome",
          enabled: false,
          title: "Welcome to {shop}, {name}!",
          body: "Ten punches earn you a free {reward}.",
        },
      ],
    });
    expect(screen.getByTestId("automation-welcome-body-error")).toHaveTextContent(
      "Message is too long here",
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends We miss you's days with it", async () => {
    const saved = { automations: [], quietHours: { start: "21:00", end: "09:00" } };
    call.mockResolvedValue(saved);
    const onSaved = renderEditor({ ...welcome, kind: "miss_you", days: 28 });
    fireEvent.change(screen.getByTestId("automation-miss_you-days"), { target: { value: "45" } });
    await act(async () => fireEvent.click(screen.getByTestId("automation-miss_you-save")));
    const sent = call.mock.calls[0]![1]?.body as { automations: unknown[] };
    expect(sent.automations[0]).toMatchObject({ kind: "miss_you", days: 45 });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("says whether the text is the app's default, in each customer's language, or the owner's", () => {
    renderEditor({ ...welcome, edited: false });
    expect(screen.getByTestId("automation-welcome-language")).toHaveTextContent(
      "each customer gets it in their language",
    );
  });
});
