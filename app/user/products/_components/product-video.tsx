import { useTranslations } from "next-intl";
import { videoEmbedUrl } from "@/lib/catalog/video";

/** A video-site link is embedded; our uploads and other files play in the browser's player. */
export function ProductVideo({ url, name }: { url: string; name: string }) {
  const t = useTranslations("shop.video");
  const embed = videoEmbedUrl(url);
  return (
    <div
      className="bg-muted aspect-video w-full overflow-hidden rounded-lg"
      data-testid="product-video"
    >
      {embed ? (
        <iframe
          src={embed}
          title={t("title", { name })}
          className="size-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          loading="lazy"
        />
      ) : (
        <video
          src={url}
          controls
          playsInline
          preload="metadata"
          className="size-full bg-black"
          aria-label={t("title", { name })}
        >
          {t("unsupported")}
        </video>
      )}
    </div>
  );
}
