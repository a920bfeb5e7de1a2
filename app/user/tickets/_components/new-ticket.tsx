"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormActions } from "@/components/ui/form-actions";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { ticketCreateSchema } from "@/lib/community/ticket-schema";
import { CREATE_TICKET_FAILED, TICKET_CREATED } from "@/lib/community/messages";

/** 'New Ticket' opens the form (Subject, Message, Create Ticket, Cancel). */
export function NewTicket() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const t = useTranslations("customer.tickets");
  const text = useText();
  const { pending, onSubmit, field, reset } = useForm({
    initial: { subject: "", message: "" },
    schema: ticketCreateSchema,
    action: (body) => api("/tickets", { method: "POST", body }),
    onSuccess: () => {
      notify.success(text(TICKET_CREATED));
      close();
      router.refresh();
    },
    fallback: text(CREATE_TICKET_FAILED),
  });

  const bound = { subject: field("subject"), message: field("message") };

  function close() {
    setOpen(false);
    reset();
  }

  if (!open) {
    return (
      <Button
        size="lg"
        className="mb-6 w-full sm:w-auto"
        onClick={() => setOpen(true)}
        data-testid="new-ticket"
      >
        <Plus aria-hidden /> {t("new")}
      </Button>
    );
  }
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>{t("new")}</CardTitle>
        <CardDescription>{t("newDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid="new-ticket-form">
          <Field id="ticket-subject" label={t("subject")} {...bound.subject}>
            <Input
              maxLength={200}
              placeholder={t("subjectPlaceholder")}
              autoFocus
              data-testid="ticket-subject-input"
            />
          </Field>
          <Field id="ticket-message" label={t("message")} {...bound.message}>
            <Textarea
              maxLength={4000}
              rows={5}
              placeholder={t("messagePlaceholder")}
              data-testid="ticket-message-input"
            />
          </Field>
          <FormActions
            pending={pending}
            onCancel={close}
            submitLabel={t("create")}
            submitTestId="ticket-create"
          />
        </form>
      </CardContent>
    </Card>
  );
}
