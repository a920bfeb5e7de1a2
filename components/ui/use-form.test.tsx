import { render, screen, waitFor } from "@/tests/support/common-words";
import userEvent from "@testing-library/user-event";
import * as z from "zod";
import { ApiError } from "@/lib/http/errors";
import { Field } from "./field";
import { Input } from "./input";
import { useForm } from "./use-form";

jest.mock("./toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const schema = z.object({ title: z.string().trim().min(1, "Title is required") });

function TitleForm({ action }: { action: (input: { title: string }) => Promise<unknown> }) {
  const { onSubmit, field } = useForm({
    initial: { title: "" },
    schema,
    action,
    fallback: "Failed",
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field id="title" label="Title" {...field("title")}>
        <Input />
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe("useForm", () => {
  it("shows a 400's zod issue under its field, and takes it away once the field is edited", async () => {
    const action = jest
      .fn()
      .mockRejectedValue(
        new ApiError("bad_request", "That title is taken", [
          { path: ["title"], message: "That title is taken" },
        ]),
      );
    render(<TitleForm action={action} />);
    await userEvent.type(screen.getByLabelText("Title"), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByTestId("title-error")).toHaveTextContent("That title is taken"),
    );
    expect(action).toHaveBeenCalledWith({ title: "Hello" });
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(screen.getByLabelText("Title"), "!");
    expect(screen.queryByTestId("title-error")).toBeNull();
    expect(screen.getByLabelText("Title")).toHaveValue("Hello!");
  });

  it("shows the schema's message under the field and sends nothing", async () => {
    const action = jest.fn();
    render(<TitleForm action={action} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByTestId("title-error")).toHaveTextContent("Title is required");
    expect(action).not.toHaveBeenCalled();
  });
});
