/**
 * What the scanner tells the customer above its preview, by name: the scanner shows it in the
 * reader's language (`common.scanner.warning.*`).
 */
export type ScannerWarning = "insecure" | "requesting" | "noCamera" | "torchFailed" | "onlyImages";
