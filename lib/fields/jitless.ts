import * as z from "zod";

// In the browser, zod would probe whether it may compile object parsers with `new Function`;
// our Content-Security-Policy forbids eval, so every form screen would log a violation.
// The server has no such policy and keeps the faster compiled parsers. Every schema module
// imports this file first.
if (typeof window !== "undefined") z.config({ jitless: true });
