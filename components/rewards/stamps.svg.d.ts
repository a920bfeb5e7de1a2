// A static file import, as Next gives it (next/image-types/global declares it too, but only
// through next-env.d.ts, which a fresh clone has only after its first build).
declare const stamps: { src: string; width: number; height: number };
export default stamps;
