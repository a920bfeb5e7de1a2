"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { whenToastWanted } from "@/components/ui/toast";
import { useIdle } from "./use-idle";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), {
  ssr: false,
});
const RegisterSW = dynamic(() => import("@/components/pwa/register-sw").then((m) => m.RegisterSW), {
  ssr: false,
});

/**
 * The toaster and the service worker, mounted once the page is idle so that their code is
 * not part of any screen's first load. A toast asked for earlier mounts the toaster at once.
 * Mounted once, in the root layout.
 */
export function AfterLoad() {
  const idle = useIdle();
  const [toastWanted, setToastWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setToastWanted(true)), []);
  return (
    <>
      {(idle || toastWanted) && <Toaster />}
      {idle && <RegisterSW />}
    </>
  );
}
