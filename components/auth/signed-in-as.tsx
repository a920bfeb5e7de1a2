import { UserRound } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";

/** The top of an admin's or staff member's profile: who is signed in. */
export async function SignedInAs({ username, testId }: { username: string; testId?: string }) {
  const t = await getTranslations("auth");
  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <span className="bg-secondary text-secondary-foreground flex size-12 shrink-0 items-center justify-center rounded-full">
          <UserRound className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">{t("signedInAs")}</p>
          <p className="truncate text-lg font-semibold" title={username} data-testid={testId}>
            {username}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
