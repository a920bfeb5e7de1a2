import { serveUpload } from "@/lib/catalog/serve-upload";

type Segment = { params: Promise<{ id: string }> };

// GET /uploads/{id} — an uploaded file, public by its unguessable id; byte ranges for video seeking
export async function GET(req: Request, { params }: Segment) {
  return serveUpload({ id: (await params).id, req });
}

// HEAD /uploads/{id} — the same headers without the bytes
export async function HEAD(req: Request, { params }: Segment) {
  return serveUpload({ id: (await params).id, req });
}
