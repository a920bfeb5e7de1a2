import "@/lib/fields/jitless";
import * as z from "zod";

// The PassKit web service's address segments and bodies (app/api/passkit): bounded, so a
// stranger's request costs a lookup at most.

const segment = z.string().min(1).max(200);

export const deviceParams = z.object({
  deviceLibraryIdentifier: segment,
  passTypeIdentifier: segment,
});

export const registrationParams = deviceParams.extend({ serialNumber: segment });

export const passParams = z.object({ passTypeIdentifier: segment, serialNumber: segment });

export const registrationBody = z.object({ pushToken: z.string().min(1).max(200) });

export const serialsQuery = z.object({ passesUpdatedSince: z.string().max(30).optional() });

/** Wallet's own error reports: a few lines, each cut short. */
export const logBody = z.object({ logs: z.array(z.string().max(2_000)).max(50) });
