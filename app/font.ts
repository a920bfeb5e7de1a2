import localFont from "next/font/local";

/**
 * Geist Sans, cut to the characters and weights the app uses by `npm run fonts`
 * (27 KB instead of the package's 70 KB, which a phone downloads before the first screen).
 */
export const geistSans = localFont({
  src: "./fonts/geist-sans.woff2",
  variable: "--font-geist-sans",
  weight: "400 900",
});
