"use client";

import { LOAD_REVIEW_QUEUE_FAILED } from "@/lib/rewards/staff-messages";
import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { ReviewCustomer } from "@/lib/trust/review-types";
import { ReviewCard } from "./review-card";

/** The flagged customers, newest flag first; each action reloads the queue from the server. */
export function ReviewQueue({ initial }: { initial: ReviewCustomer[] }) {
  const t = useTranslations("adminCounter.review");
  const text = useText();
  const [customers, setCustomers] = useState(initial);

  async function reload() {
    try {
      const next = await api<{ customers: ReviewCustomer[] }>("/admin/review");
      setCustomers(next.customers);
    } catch (error) {
      notify.error(t("error"), errorMessage(error, text(LOAD_REVIEW_QUEUE_FAILED)));
    }
  }

  if (customers.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck aria-hidden />}
        title={t("empty.title")}
        description={t("empty.description")}
        data-testid="review-empty"
      />
    );
  }
  return (
    <ul className="space-y-4" data-testid="review-list">
      {customers.map((customer) => (
        <li key={customer.id}>
          <ReviewCard customer={customer} onChanged={reload} />
        </li>
      ))}
    </ul>
  );
}
