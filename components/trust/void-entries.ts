import { api, errorMessage } from "@/lib/http/fetcher";

export type VoidOutcome = { voided: number[]; failed: { id: number; message: string }[] };

/** Voids entries one after another with the same reason; each is its own transaction. */
export async function voidEntries(ids: number[], reason: string): Promise<VoidOutcome> {
  const outcome: VoidOutcome = { voided: [], failed: [] };
  for (const id of ids) {
    try {
      await api(`/ledger/${id}/void`, { method: "POST", body: { reason } });
      outcome.voided.push(id);
    } catch (error) {
      outcome.failed.push({ id, message: errorMessage(error, "Failed to void the entry") });
    }
  }
  return outcome;
}
