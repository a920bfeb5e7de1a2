"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Field, Optional } from "@/components/ui/field";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/select";
import { FormActions } from "@/components/ui/form-actions";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import type { ProductOption } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { reviewSchema } from "@/lib/community/review-schema";
import { StarInput } from "./star-input";
import { POST_REVIEW_FAILED, REVIEW_POSTED } from "@/lib/community/messages";

const DEFAULT_RATING = 5;

/** Product, 1–5 stars (5 by default, back to 5 after posting) and an optional comment. */
export function ReviewForm({
  title,
  products,
  initialProduct = "",
  onDone,
}: {
  title: string;
  products: ProductOption[];
  initialProduct?: string;
  onDone: () => void;
}) {
  const router = useRouter();
  const t = useTranslations("customer.reviews");
  const text = useText();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const ratingLabel = useId();

  const { pending, onSubmit, field, reset } = useForm({
    initial: { productId: initialProduct, comment: "" },
    input: (values) => ({ ...values, rating }),
    schema: reviewSchema,
    action: (body) => api("/reviews", { method: "POST", body }),
    onSuccess: () => {
      notify.success(text(REVIEW_POSTED));
      reset();
      setRating(DEFAULT_RATING);
      router.refresh();
      onDone();
    },
    fallback: text(POST_REVIEW_FAILED),
  });

  const bound = { productId: field("productId"), comment: field("comment") };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid="review-form">
          <Field id="review-product" label={t("product")} {...bound.productId}>
            <NativeSelect
              placeholder={products.length ? t("selectProduct") : t("noProducts")}
              options={products.map((p) => ({ value: p.id, label: p.name }))}
              data-testid="review-product-select"
            />
          </Field>
          <div className="space-y-1">
            <p id={ratingLabel} className="text-sm font-medium">
              {t("rating")}
            </p>
            <StarInput value={rating} onChange={setRating} labelledBy={ratingLabel} />
          </div>
          <Field id="review-comment" label={<Optional>{t("comment")}</Optional>} {...bound.comment}>
            <Textarea
              maxLength={2000}
              rows={4}
              placeholder={t("commentPlaceholder")}
              data-testid="review-comment-input"
            />
          </Field>
          <FormActions
            pending={pending}
            onCancel={onDone}
            submitLabel={t("post")}
            submitTestId="review-submit"
          />
        </form>
      </CardContent>
    </Card>
  );
}
