/**
 * Sentences of the shared screen parts: clipboard and camera scanner (SPEC.md §8), as keys of
 * the `errors` catalogue.
 */
/** A failure toast's title where no sentence of its own says more. */
export const ERROR_TITLE = "errors.ui.error";
export const COPY_FAILED = "errors.ui.copyFailed";
export const TRY_AGAIN = "errors.ui.tryAgain";

export const CAMERA_ERROR = "errors.ui.cameraError";
export const CAMERA_DENIED = "errors.ui.cameraDenied";
export const NOTHING_DETECTED = "errors.ui.nothingDetected";
