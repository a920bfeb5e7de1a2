"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { siteAddress } from "@/components/rewards/qr-image";
import { Field } from "@/components/ui/field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { NewCode } from "@/lib/rewards/issue";
import { generateCodesSchema } from "@/lib/validation/rewards";
import { CodeHistory, type CodeRow } from "./code-history";
import { CodeLabels } from "./code-labels";

type Props = {
  products: { id: string; name: string; hidden: boolean }[];
  /** The code history; left out at the counter, where staff only print new codes. */
  initialPage?: { codes: CodeRow[]; hasMore: boolean };
  publicSiteUrl: string | null;
};

export function CodeGenerator({ products, initialPage, publicSiteUrl }: Props) {
  const [fresh, setFresh] = useState<CodeRow[]>([]);
  const [history, setHistory] = useState(initialPage);
  const verifyUrl = (code: string) => `${siteAddress(publicSiteUrl)}/user/verify?code=${code}`;

  const { pending, onSubmit, field } = useForm({
    initial: { productId: "", quantity: "1" },
    schema: generateCodesSchema,
    action: (body) =>
      api<{ codes: Serialized<NewCode>[] }>("/admin/generate-code", { method: "POST", body }),
    onSuccess: ({ codes }, input) => {
      const name = products.find((p) => p.id === input.productId)?.name ?? "";
      const rows = codes.map((c) => ({
        ...c,
        productName: name,
        isUsed: false,
        usedAt: null,
        usedByName: null,
      }));
      setFresh(rows);
      setHistory((h) => h && { ...h, codes: [...rows, ...h.codes] });
      notify.success(
        "Codes Generated",
        `${rows.length} code${rows.length > 1 ? "s" : ""} for ${name}`,
      );
    },
    fallback: "Failed to generate codes",
  });

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Generate Codes</CardTitle>
          <CardDescription>
            Choose a product and how many labels to print (1 to 100).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            noValidate
            className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
          >
            <Field id="code-product" label="Product" {...field("productId")}>
              <NativeSelect
                placeholder="Select a product"
                options={products.map((p) => ({
                  value: p.id,
                  label: p.hidden ? `${p.name} (hidden)` : p.name,
                }))}
                data-testid="code-product"
              />
            </Field>
            <Field id="code-quantity" label="Quantity" {...field("quantity")}>
              <Input {...WHOLE_INPUT} min={1} max={100} data-testid="code-quantity" />
            </Field>
            <SubmitButton
              pending={pending}
              icon={<Plus aria-hidden />}
              data-testid="generate-codes"
            >
              Generate
            </SubmitButton>
          </form>
          {products.length === 0 && (
            <p className="text-muted-foreground mt-3 text-sm">
              Add a product first: codes belong to a product.
            </p>
          )}
        </CardContent>
      </Card>

      {fresh.length > 0 && (
        <CodeLabels codes={fresh} productName={fresh[0]!.productName} verifyUrl={verifyUrl} />
      )}

      {history && <CodeHistory page={history} onPage={setHistory} verifyUrl={verifyUrl} />}
    </div>
  );
}
