// The owner's certificate and key files are read in the browser and sent as JSON fields: the
// API takes no uploads, and nothing of them is kept on this page once it is sent.

function read(file: File, as: "text" | "dataUrl"): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    if (as === "text") reader.readAsText(file);
    else reader.readAsDataURL(file);
  });
}

/** A PEM or JSON file's text. */
export const readText = (file: File) => read(file, "text");

/** A binary file (.p12) as base64, without the "data:…;base64," prefix the reader puts first. */
export async function readBase64(file: File): Promise<string> {
  const url = await read(file, "dataUrl");
  return url.slice(url.indexOf(",") + 1);
}
