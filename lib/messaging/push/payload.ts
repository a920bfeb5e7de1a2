// What a push carries: the message itself and where a tap goes, nothing else about the
// customer. The service worker (app/sw.ts) reads the same shape.
export type PushPayload = { id: number; title: string; body: string; link: string };

export function pushPayload(message: PushPayload): string {
  return JSON.stringify({
    id: message.id,
    title: message.title,
    body: message.body,
    link: message.link,
  });
}
