import { requireSignedIn } from "@/lib/auth/guards";

export default async function MemberLayout({ children }: { children: React.ReactNode }) {
  await requireSignedIn();
  return <div className="min-h-dvh">{children}</div>;
}
