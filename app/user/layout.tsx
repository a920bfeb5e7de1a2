import { requireCustomer } from "@/lib/auth/guards";

export default async function CustomerLayout({ children }: { children: React.ReactNode }) {
  await requireCustomer();
  return <div className="min-h-dvh">{children}</div>;
}
