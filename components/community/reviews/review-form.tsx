"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import type { ProductOption } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { reviewSchema } from "@/lib/validation/review";
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
  const [productId, setProductId] = useState(initialProduct);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState("");
  const ratingLabel = useId();

  const { pending, form } = useSubmit({
    schema: reviewSchema,
    action: (body) => api("/reviews", { method: "POST", body }),
    onSuccess: () => {
      notify.success(REVIEW_POSTED);
      setProductId(initialProduct);
      setRating(DEFAULT_RATING);
      setComment("");
      router.refresh();
      onDone();
    },
    fallback: POST_REVIEW_FAILED,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form({ productId, rating, comment })}
          className="space-y-4"
          noValidate
          data-testid="review-form"
        >
          <div className="space-y-2">
            <Label htmlFor="review-product">Product</Label>
            <NativeSelect
              id="review-product"
              value={productId}
              onChange={(e) => setProductId(e.target.value)}
              data-testid="review-product-select"
            >
              <option value="">
                {products.length ? "Select a product" : "No products to review yet"}
              </option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <p id={ratingLabel} className="text-sm font-medium">
              Rating
            </p>
            <StarInput value={rating} onChange={setRating} labelledBy={ratingLabel} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="review-comment">
              Comment <span className="text-muted-foreground font-normal">(optional)</span>
            </Label>
            <Textarea
              id="review-comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              maxLength={2000}
              rows={4}
              placeholder="What did you like? What could be better?"
              data-testid="review-comment-input"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
            <SubmitButton pending={pending} data-testid="review-submit">
              Post Review
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
