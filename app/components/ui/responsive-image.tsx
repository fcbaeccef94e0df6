import type { Image } from "#app/domain/content-types.ts";

/** The widths the site asks imgix for (also shown by the image inspector). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280];

/** imgix-style width variants; imgix URLs take w/auto parameters, others ignore them harmlessly. */
export function srcSet(image: Image): string {
  return IMAGE_WIDTHS.map((width) => `${imageAtWidth(image.imgixUrl, width)} ${width}w`).join(", ");
}

export function imageAtWidth(url: string, width: number): string {
  const separator = url.includes("?") ? "&" : "?";
  return `${url}${separator}w=${width}&auto=format`;
}

interface ResponsiveImageProps {
  image: Image;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  /** The page's largest image: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  className = "",
}: ResponsiveImageProps) {
  return (
    <img
      src={imageAtWidth(image.imgixUrl, 960)}
      srcSet={srcSet(image)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}
