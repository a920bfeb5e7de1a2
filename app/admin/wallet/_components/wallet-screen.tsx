"use client";

import { useState } from "react";
import type { WalletStatus } from "@/lib/wallet/status";
import { AppleSection } from "./apple-section";
import { GoogleSection } from "./google-section";

/** /admin/wallet: both wallets, each connected, replaced or removed on its own. */
export function WalletScreen({ initial }: { initial: WalletStatus }) {
  const [status, setStatus] = useState(initial);
  return (
    <div className="space-y-6">
      <AppleSection
        status={status.apple}
        onChange={(apple) => setStatus((s) => ({ ...s, apple }))}
      />
      <GoogleSection
        status={status.google}
        onChange={(google) => setStatus((s) => ({ ...s, google }))}
      />
    </div>
  );
}
