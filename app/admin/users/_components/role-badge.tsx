import { BadgeCheck, Shield } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/db/schema";
import { ROLE_LABELS } from "@/lib/users/roles";

/** An account's role as the users list and a customer's page show it. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge
      variant={role === "admin" ? "default" : role === "staff" ? "secondary" : "outline"}
      data-testid="user-role"
      data-role={role}
    >
      {role === "admin" && <Shield aria-hidden />}
      {role === "staff" && <BadgeCheck aria-hidden />}
      {ROLE_LABELS[role]}
    </Badge>
  );
}
