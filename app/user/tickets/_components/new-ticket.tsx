"use client";

import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { ticketCreateSchema } from "@/lib/validation/ticket";
import { CREATE_TICKET_FAILED, TICKET_CREATED } from "@/lib/community/messages";

/** 'New Ticket' opens the form (Subject, Message, Create Ticket, Cancel). */
export function NewTicket() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");

  function close() {
    setOpen(false);
    setSubject("");
    setMessage("");
  }

  const { pending, form } = useSubmit({
    schema: ticketCreateSchema,
    action: (body) => api("/tickets", { method: "POST", body }),
    onSuccess: () => {
      notify.success(TICKET_CREATED);
      close();
      router.refresh();
    },
    fallback: CREATE_TICKET_FAILED,
  });

  if (!open) {
    return (
      <Button
        size="lg"
        className="mb-6 w-full sm:w-auto"
        onClick={() => setOpen(true)}
        data-testid="new-ticket"
      >
        <Plus aria-hidden /> New Ticket
      </Button>
    );
  }
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>New Ticket</CardTitle>
        <CardDescription>
          Tell us what&apos;s going on. We usually answer within a day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={form({ subject, message })}
          className="space-y-4"
          noValidate
          data-testid="new-ticket-form"
        >
          <div className="space-y-2">
            <Label htmlFor="ticket-subject">Subject</Label>
            <Input
              id="ticket-subject"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              maxLength={200}
              placeholder="e.g. My punch did not show up"
              autoFocus
              data-testid="ticket-subject-input"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="ticket-message">Message</Label>
            <Textarea
              id="ticket-message"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={4000}
              rows={5}
              placeholder="Describe the problem or question"
              data-testid="ticket-message-input"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <SubmitButton pending={pending} data-testid="ticket-create">
              Create Ticket
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
