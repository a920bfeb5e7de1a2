import { ScreenBell } from "@/components/inbox/screen-bell";
import { requireCustomer } from "@/lib/auth/guards";

export default async function CustomerLayout({ children }: { children: React.ReactNode }) {
  await requireCustomer();
  return (
    <div className="relative min-h-dvh">
      {children}
      <ScreenBell />
    </div>
  );
}
