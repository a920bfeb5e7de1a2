"use client";

/* eslint-disable @next/next/no-img-element -- an uploaded logo of any size */
import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminHeader } from "@/components/layout/admin-page";
import { QrImage, siteAddress } from "@/components/rewards/qr-image";
import { Button } from "@/components/ui/button";
import type { CardLook } from "@/lib/program/look";

// One A5 page; on screen the same page, drawn at its printed size where the screen allows.
const PRINT_CSS = `@page { size: A5; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  [data-sonner-toaster] { display: none !important; }
  .poster-page { width: 148mm !important; max-width: none !important; height: 210mm !important;
    overflow: hidden; border: 0 !important; border-radius: 0 !important;
    box-shadow: none !important; margin: 0 !important; }
}`;

type Props = {
  publicSiteUrl: string | null;
  look: CardLook;
  words: {
    title: string;
    description: string;
    print: string;
    heading: string;
    how: string;
    steps: string[];
    address: string;
    scan: string;
  };
};

/** The counter's poster: what a customer reads while they wait, and the app's address. */
export function Poster({ publicSiteUrl, look, words }: Props) {
  // Without a public address set, this browser's: known only once in the browser.
  const [site, setSite] = useState(publicSiteUrl ? siteAddress(publicSiteUrl) : "");
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's address, after hydration
  useEffect(() => setSite(siteAddress(publicSiteUrl)), [publicSiteUrl]);
  const shown = site.replace(/^https?:\/\//, "");
  const color = look.cardColor ?? "#18181b";
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <AdminHeader
        title={words.title}
        description={words.description}
        actions={
          <Button onClick={() => window.print()} data-testid="poster-print">
            <Printer aria-hidden /> {words.print}
          </Button>
        }
      />
      <article
        className="poster-page mx-auto flex w-full max-w-[148mm] flex-col rounded-lg border bg-white text-zinc-900 shadow-sm sm:aspect-[148/210]"
        data-testid="poster"
      >
        <header
          className="flex flex-col items-center gap-3 rounded-t-lg px-[8%] pt-[9%] pb-[6%] text-center text-white print:gap-5 print:rounded-none print:pt-[7%] print:pb-[5%]"
          style={{ backgroundColor: color }}
        >
          {look.logoUrl && (
            <img
              src={look.logoUrl}
              alt=""
              className="size-16 rounded-xl bg-white object-contain p-1 print:size-24"
              data-testid="poster-logo"
            />
          )}
          <h2
            className="text-2xl leading-tight font-bold text-balance wrap-anywhere print:text-3xl"
            data-testid="poster-heading"
          >
            {words.heading}
          </h2>
        </header>
        <section className="flex flex-1 flex-col gap-4 px-[8%] py-[6%] print:gap-5">
          <h3 className="text-lg font-semibold print:text-2xl">{words.how}</h3>
          <ol className="space-y-3 print:space-y-4">
            {words.steps.map((step, i) => (
              <li key={step} className="flex items-start gap-3">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full text-base font-bold text-white print:size-11 print:text-xl"
                  style={{ backgroundColor: color }}
                  aria-hidden
                >
                  {i + 1}
                </span>
                <span className="pt-1 text-base leading-snug print:text-lg">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-auto flex items-center gap-4 border-t pt-4 print:gap-6 [&_img]:size-28 print:[&_img]:size-36">
            {/* Drawn at the printed size, shown smaller on screen. */}
            {site && <QrImage value={site} size={160} label={words.scan} />}
            <div className="min-w-0 space-y-1">
              <p className="text-sm text-zinc-600 print:text-lg">{words.address}</p>
              <p className="text-lg font-semibold break-all" dir="ltr" data-testid="poster-address">
                {shown}
              </p>
            </div>
          </div>
        </section>
      </article>
    </div>
  );
}
