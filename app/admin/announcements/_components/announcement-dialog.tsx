"use client";

import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import type { AnnouncementView } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { announcementSchema } from "@/lib/community/announcement-schema";
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
  const t = useTranslations("admin.announcements.dialog");
  const text = useText();
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
        notify.success(text(ANNOUNCEMENT_UPDATED));
      } else {
        notify.success(text(ANNOUNCEMENT_CREATED));
        reset();
      }
      onSaved();
    },
    fallback: text(SAVE_ANNOUNCEMENT_FAILED),
  });
  // Each field's binding, by its name in the schema.
  const bound = {
    title: field("title"),
    content: field("content"),
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={editing ? t("editTitle") : t("newTitle")}
      description={t("description")}
      onSubmit={onSubmit}
      testId="announcement"
      submitLabel={editing ? t("update") : t("create")}
    >
      <Field id="announcement-title" label={t("titleLabel")} {...bound.title}>
        <Input maxLength={200} data-testid="announcement-title" />
      </Field>
      <Field id="announcement-content" label={t("message")} {...bound.content}>
        <Textarea rows={6} maxLength={5000} data-testid="announcement-content" />
      </Field>
    </FormDialog>
  );
}
