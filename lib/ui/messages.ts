/** Sentences of the shared screen parts: clipboard and camera scanner (SPEC.md §8). */
export const COPY_FAILED = "Failed to Copy";
export const TRY_AGAIN = "Please try again";

export const CAMERA_ERROR = "Camera Error";
export const CAMERA_DENIED = "Could not access camera. Please check permissions.";
export const NOTHING_DETECTED = "No barcode or QR code detected.";
