import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { renderWithIntl } from "@/tests/support/intl";
import { GoogleForm } from "./google-form";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;
afterEach(() => call.mockReset());

const KEY_FILE = JSON.stringify({
  type: "service_account",
  client_email: "w@p.iam.gserviceaccount.com",
});
const save = () => act(async () => fireEvent.click(screen.getByTestId("google-save")));

describe("the Google Wallet form", () => {
  it("sends the issuer id and the key file's text, and shows the server's issue under the file", async () => {
    call.mockRejectedValue(
      new ApiError("bad_request", "This is not a service account key", [
        {
          path: ["serviceAccount"],
          message: "This is not a service account key: create a JSON key for the service account.",
        },
      ]),
    );
    renderWithIntl(<GoogleForm replacing={false} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByTestId("google-issuerId"), { target: { value: "3388000000022" } });
    fireEvent.change(screen.getByTestId("google-serviceAccount"), {
      target: { files: [new File([KEY_FILE], "key.json", { type: "application/json" })] },
    });
    await waitFor(() =>
      expect(screen.getByTestId("google-serviceAccount-chosen")).toHaveTextContent("key.json"),
    );
    await save();
    expect(call).toHaveBeenCalledWith("/wallet/google", {
      method: "PUT",
      body: { issuerId: "3388000000022", serviceAccount: KEY_FILE },
    });
    expect(screen.getByTestId("google-serviceAccount-error")).toHaveTextContent(
      "This is not a service account key: create a JSON key for the service account.",
    );
    expect(screen.queryByTestId("google-issuerId-error")).toBeNull();
  });

  it("asks for a well-formed issuer id and the key file before sending", async () => {
    renderWithIntl(<GoogleForm replacing={false} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByTestId("google-issuerId"), { target: { value: "12ab" } });
    await save();
    expect(screen.getByTestId("google-issuerId-error")).toHaveTextContent(
      "Enter the Issuer ID: the digits the Google Pay & Wallet Console shows.",
    );
    expect(screen.getByTestId("google-serviceAccount-error")).toHaveTextContent(
      "Choose the service account's JSON key file.",
    );
    expect(call).not.toHaveBeenCalled();
  });
});
