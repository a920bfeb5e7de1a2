import { BadgeCheck, Shield } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/db/schema";

/** An account's role as the users list and a customer's page show it. */
export function RoleBadge({ role }: { role: Role }) {
  const t = useTranslations("admin.users.roles");
  return (
    <Badge
      variant={role === "admin" ? "default" : role === "staff" ? "secondary" : "outline"}
      data-testid="user-role"
      data-role={role}
    >
      {role === "admin" && <Shield aria-hidden />}
      {role === "staff" && <BadgeCheck aria-hidden />}
      {t(role)}
    </Badge>
  );
}
