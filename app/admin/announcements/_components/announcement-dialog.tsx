"use client";

import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import type { AnnouncementView } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { announcementSchema } from "@/lib/validation/announcement";
import {
  ANNOUNCEMENT_CREATED,
  ANNOUNCEMENT_UPDATED,
  SAVE_ANNOUNCEMENT_FAILED,
} from "@/lib/community/messages";

/** 'New Announcement' or 'Edit Announcement': Title and Message, Cancel and Create/Update. */
export function AnnouncementDialog({
  open,
  announcement,
  onClose,
  onSaved,
}: {
  open: boolean;
  announcement?: AnnouncementView;
  onClose: () => void;
  onSaved: () => void;
}) {
  const editing = announcement !== undefined;
  const { pending, onSubmit, field, reset } = useForm({
    initial: { title: announcement?.title ?? "", content: announcement?.content ?? "" },
    schema: announcementSchema,
    action: (body) =>
      editing
        ? api(`/announcements/${announcement.id}`, { method: "PUT", body })
        : api("/announcements", { method: "POST", body }),
    onSuccess: () => {
      if (editing) {
        notify.success(ANNOUNCEMENT_UPDATED);
      } else {
        notify.success(ANNOUNCEMENT_CREATED);
        reset();
      }
      onSaved();
    },
    fallback: SAVE_ANNOUNCEMENT_FAILED,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={editing ? "Edit Announcement" : "New Announcement"}
      description="Customers see it on their dashboard and on the News & Updates page."
      onSubmit={onSubmit}
      testId="announcement"
      submitLabel={editing ? "Update" : "Create"}
    >
      <Field id="announcement-title" label="Title" {...field("title")}>
        <Input maxLength={200} data-testid="announcement-title" />
      </Field>
      <Field id="announcement-content" label="Message" {...field("content")}>
        <Textarea rows={6} maxLength={5000} data-testid="announcement-content" />
      </Field>
    </FormDialog>
  );
}
