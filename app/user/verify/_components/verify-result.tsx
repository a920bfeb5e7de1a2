/* eslint-disable @next/next/no-img-element -- product images are our own uploads, shown as they are */
import { CheckCircle2, CircleAlert, Clock, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { XP_PER_CODE } from "@/lib/rewards/rules";
import type { Verification } from "@/lib/rewards/verify-code";

export type Outcome =
  | { kind: "valid"; result: Verification }
  | { kind: "not-found" }
  | { kind: "refused"; title: string; message: string; wait: boolean }
  | null;

export function VerifyResult({ outcome }: { outcome: Outcome }) {
  const t = useTranslations("card.verify");
  if (!outcome) return null;
  if (outcome.kind === "refused") {
    return (
      <Card className="border-warning/50 bg-warning/5" data-testid="code-refused">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {outcome.wait ? (
              <Clock className="text-warning size-5" aria-hidden />
            ) : (
              <CircleAlert className="text-warning size-5" aria-hidden />
            )}{" "}
            {outcome.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm wrap-anywhere">{outcome.message}</CardContent>
      </Card>
    );
  }
  if (outcome.kind === "not-found") {
    return (
      <Card className="border-destructive/40 bg-destructive/5" data-testid="code-not-found">
        <CardHeader>
          <CardTitle className="text-destructive flex items-center gap-2">
            <XCircle className="size-5" aria-hidden /> {t("notFoundTitle")}
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm">{t("notFound")}</CardContent>
      </Card>
    );
  }
  const { product } = outcome.result;
  return (
    <Card className="border-success/40 bg-success/5" data-testid="valid-product">
      <CardHeader>
        <CardTitle className="text-success flex items-center gap-2">
          <CheckCircle2 className="size-5" aria-hidden /> {t("validTitle")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex gap-4">
        <img
          src={product.imageUrl}
          alt=""
          width={96}
          height={96}
          className="bg-muted size-24 shrink-0 rounded-lg border object-cover"
        />
        <div className="min-w-0 space-y-2">
          <p className="text-lg font-semibold wrap-anywhere" data-testid="valid-product-name">
            {product.name}
          </p>
          <p className="text-muted-foreground text-sm">{product.description}</p>
          {product.flavors.length > 0 && (
            <div className="flex flex-wrap gap-1">
              {product.flavors.map((f) => (
                <Badge
                  key={f}
                  variant="secondary"
                  className="max-w-full wrap-anywhere whitespace-normal"
                >
                  {f}
                </Badge>
              ))}
            </div>
          )}
          <Badge variant={product.stock > 0 ? "success" : "destructive"}>
            {product.stock > 0 ? t("inStock", { count: product.stock }) : t("outOfStock")}
          </Badge>
          <p className="text-success text-sm font-medium">{t("xpEarned", { xp: XP_PER_CODE })}</p>
        </div>
      </CardContent>
    </Card>
  );
}
