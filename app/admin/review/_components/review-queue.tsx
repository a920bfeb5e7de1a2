"use client";

import { LOAD_REVIEW_QUEUE_FAILED } from "@/lib/rewards/staff-messages";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { ReviewCustomer } from "@/lib/trust/review-types";
import { ReviewCard } from "./review-card";

/** The flagged customers, newest flag first; each action reloads the queue from the server. */
export function ReviewQueue({ initial }: { initial: ReviewCustomer[] }) {
  const [customers, setCustomers] = useState(initial);

  async function reload() {
    try {
      const next = await api<{ customers: ReviewCustomer[] }>("/admin/review");
      setCustomers(next.customers);
    } catch (error) {
      notify.error("Error", errorMessage(error, LOAD_REVIEW_QUEUE_FAILED));
    }
  }

  if (customers.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck aria-hidden />}
        title="Nothing to review"
        description="Customers who pass a review threshold in a day appear here."
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
