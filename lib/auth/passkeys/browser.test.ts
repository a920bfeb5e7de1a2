import { startRegistration } from "@simplewebauthn/browser";
import { api } from "@/lib/http/fetcher";
import { createJoinPasskey } from "./browser";

jest.mock("@/lib/http/fetcher", () => ({ api: jest.fn(), errorMessage: jest.fn() }));
jest.mock("@simplewebauthn/browser", () => ({ startRegistration: jest.fn() }));

const ask = jest.mocked(api);
const create = jest.mocked(startRegistration);
const registration = { id: "new-passkey" } as Awaited<ReturnType<typeof startRegistration>>;

/** What the authenticator says when it holds a passkey the options excluded. */
function alreadyThere() {
  return Object.assign(new Error("The authenticator was previously registered"), {
    name: "InvalidStateError",
  });
}

/** The bodies of the join's option requests, in order. */
const optionRequests = () =>
  ask.mock.calls
    .filter(([path]) => path === "/passkeys/register/options")
    .map(([, init]) => init?.body);

beforeEach(() => {
  ask.mockReset();
  create.mockReset();
  ask.mockResolvedValue({
    options: { challenge: "c", user: { id: "h", name: "", displayName: "" } },
  });
});

describe("createJoinPasskey", () => {
  it("asks for plain join options without an invitation", async () => {
    create.mockResolvedValueOnce(registration);
    await expect(createJoinPasskey({ username: "ana" })).resolves.toBe(registration);
    expect(optionRequests()).toEqual([undefined]);
    expect(create.mock.calls[0]![0].optionsJSON.user).toMatchObject({ name: "ana" });
  });

  it("on the inviter's own authenticator, asks again marked sameAuthenticator and makes it", async () => {
    create.mockRejectedValueOnce(alreadyThere()).mockResolvedValueOnce(registration);
    await expect(createJoinPasskey({ username: "ana", invite: "ABCD2345" })).resolves.toBe(
      registration,
    );
    expect(optionRequests()).toEqual([
      { invite: "ABCD2345" },
      { invite: "ABCD2345", sameAuthenticator: true },
    ]);
    expect(create).toHaveBeenCalledTimes(2);

    // A second tap with the same invitation (the browser refused the retry without one) asks
    // for the marked options at once.
    ask.mockClear();
    create.mockResolvedValueOnce(registration);
    await createJoinPasskey({ username: "ana", invite: "ABCD2345" });
    expect(optionRequests()).toEqual([{ invite: "ABCD2345", sameAuthenticator: true }]);
  });

  it("leaves any other refusal to the caller, without asking again", async () => {
    const cancelled = Object.assign(new Error("closed"), { name: "NotAllowedError" });
    create.mockRejectedValueOnce(cancelled);
    await expect(createJoinPasskey({ username: "ana", invite: "WXYZ6789" })).rejects.toBe(
      cancelled,
    );
    expect(optionRequests()).toEqual([{ invite: "WXYZ6789" }]);
  });
});
