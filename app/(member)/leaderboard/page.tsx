import { Medal, ShieldCheck, Stamp, Trophy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BackLink } from "@/components/layout/back-link";
import { TierBadge } from "@/components/rewards/tier-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireSignedIn } from "@/lib/auth/guards";
import { homeFor } from "@/lib/auth/access";
import { getLeaderboard } from "@/lib/rewards/leaderboard";
import { LEVELS_PER_FREE_TOKEN, XP_PER_CODE, XP_PER_TOKEN } from "@/lib/rewards/rules";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("public.leaderboard");
  return { title: t("title") };
}

const MEDALS = ["text-amber-500", "text-slate-400", "text-orange-700"];

export default async function LeaderboardPage() {
  const user = await requireSignedIn();
  const [board, t] = await Promise.all([
    getLeaderboard({ viewerId: user.id }),
    getTranslations("public.leaderboard"),
  ]);
  return (
    <main className="mx-auto w-full max-w-2xl space-y-5 px-4 pt-4 pb-10 sm:pt-8">
      <BackLink href={homeFor(user.role)} />
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Trophy className="size-6 text-amber-500" aria-hidden /> {t("title")}
      </h1>

      {board.you && (
        <Card
          className="from-primary text-primary-foreground bg-gradient-to-br to-[oklch(0.36_0.17_295)]"
          data-testid="own-rank"
        >
          <CardContent className="flex items-center justify-between gap-4">
            <div>
              <p className="text-sm text-white/80">{t("yourRank")}</p>
              <p className="text-4xl font-black">
                {board.you.rank ? t("rank", { rank: board.you.rank }) : "—"}
              </p>
            </div>
            <div className="text-end text-sm">
              <p className="font-semibold">{t("level", { level: board.you.level })}</p>
              <p className="text-white/80">{t("xp", { xp: board.you.xp })}</p>
              {!board.you.rank && <p className="text-white/80">{t("unranked")}</p>}
            </div>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>{t("top")}</CardTitle>
        </CardHeader>
        <CardContent>
          {board.top.length === 0 ? (
            <EmptyState bare title={t("empty")} />
          ) : (
            <ol className="divide-y" data-testid="leaderboard-list">
              {board.top.map((row) => (
                <li
                  key={row.rank}
                  className={cn(
                    "flex items-center gap-3 py-3",
                    row.isYou && "bg-secondary -mx-2 rounded-lg px-2",
                  )}
                  data-testid="leaderboard-row"
                >
                  <span className="flex w-8 justify-center font-bold tabular-nums">
                    {row.rank <= 3 ? (
                      <Medal
                        className={cn("size-6", MEDALS[row.rank - 1])}
                        aria-label={t("medal", { rank: row.rank })}
                      />
                    ) : (
                      row.rank
                    )}
                  </span>
                  <div className="min-w-0 flex-1">
                    {/* Its own direction, not an isolate inside the page's: a name cut to fit
                        shows its beginning in Arabic too. */}
                    <p
                      dir="auto"
                      className="truncate font-mono font-semibold"
                      title={row.name}
                      data-testid="leaderboard-name"
                    >
                      {row.name}
                    </p>
                    <p className="text-muted-foreground mt-0.5 flex items-center gap-2 text-xs">
                      <TierBadge level={row.level} /> {t("level", { level: row.level })}
                      {row.isYou && <span>{t("you")}</span>}
                    </p>
                  </div>
                  <span className="text-end text-sm font-semibold tabular-nums">
                    {t("xp", { xp: row.xp })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      <Card className="bg-secondary/60">
        <CardHeader>
          <CardTitle>{t("howTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p className="flex gap-3">
            <Stamp className="text-primary size-5 shrink-0" aria-hidden />{" "}
            {t("howScan", { xp: XP_PER_TOKEN })}
          </p>
          <p className="flex gap-3">
            <ShieldCheck className="text-primary size-5 shrink-0" aria-hidden />{" "}
            {t("howVerify", { xp: XP_PER_CODE })}
          </p>
          <p className="flex gap-3">
            <Trophy className="text-primary size-5 shrink-0" aria-hidden />{" "}
            {t("howLevels", { count: LEVELS_PER_FREE_TOKEN })}
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
