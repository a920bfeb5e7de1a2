import type { JoinWords } from "./join-words";

/** How a new customer signs in next time. */
export type Method = "passkey" | "password";

type Words = Pick<
  JoinWords,
  "methodLegend" | "passkey" | "passkeyDetail" | "passwordMethod" | "passwordMethodDetail"
>;

/** How the new customer signs in next time: a passkey or a password, as two large choices. */
export function MethodChoice({
  method,
  onChange,
  words,
}: {
  method: Method;
  onChange: (m: Method) => void;
  words: Words;
}) {
  const methods: { value: Method; label: string; detail: string }[] = [
    { value: "passkey", label: words.passkey, detail: words.passkeyDetail },
    { value: "password", label: words.passwordMethod, detail: words.passwordMethodDetail },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{words.methodLegend}</legend>
      {methods.map((m) => (
        <label
          key={m.value}
          className="has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-ring/50 flex min-h-14 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-[3px]"
          data-testid={`join-method-${m.value}`}
        >
          <input
            type="radio"
            name="method"
            value={m.value}
            checked={method === m.value}
            onChange={() => onChange(m.value)}
            className="accent-primary mt-1 size-4 shrink-0"
          />
          <span className="space-y-0.5">
            <span className="block text-sm font-medium">{m.label}</span>
            <span className="text-muted-foreground block text-xs">{m.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
