"use client";

import * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";

import { useCommonWords } from "@/components/layout/common-words";
import { cn } from "@/lib/utils";
import { edgeFadeMask, useScrollEdges } from "./use-scroll-edges";

function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  // Arrow keys move the reading way: right to left in Arabic.
  const { dir } = useCommonWords();
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      dir={dir}
      className={cn("flex min-w-0 flex-col gap-2", className)}
      {...props}
    />
  );
}

function TabsList({ className, style, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  const mask = edgeFadeMask(edges);
  return (
    <TabsPrimitive.List
      ref={ref}
      data-slot="tabs-list"
      // Read by tests and styles: which side still has tabs scrolled out of view.
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
      className={cn(
        // Scrolls sideways instead of squashing labels when there are many tabs on a phone; the
        // hidden side fades out and tabs snap into place, so the row visibly continues.
        "bg-muted text-muted-foreground inline-flex w-fit max-w-full snap-x snap-proximity scroll-px-1 [scrollbar-width:thin] items-center justify-start overflow-x-auto rounded-lg p-1",
        className,
      )}
      style={mask ? { ...style, maskImage: mask, WebkitMaskImage: mask } : style}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "hover:text-foreground focus-visible:ring-ring/50 data-[state=active]:bg-card data-[state=active]:text-foreground inline-flex min-h-11 shrink-0 snap-start items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm sm:min-h-9 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "focus-visible:ring-ring/50 flex-1 rounded-md outline-none focus-visible:ring-[3px]",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
