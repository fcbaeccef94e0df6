/**
 * Objects, object types and media of a bucket file (the emulator's format), for the demo bucket
 * and for tests' own small buckets. Nothing here touches the disk.
 */

export interface BucketObject {
  id: string;
  slug: string;
  title: string;
  type: string;
  status: "published" | "draft";
  content: string;
  metadata: Record<string, unknown>;
  /** Cosmic's localisation: set on the other languages' versions of an object. */
  locale?: string;
  created_at?: string;
  modified_at?: string;
  published_at?: string;
}

export function bucketObject(fields: {
  id: string;
  type: string;
  slug: string;
  title?: string;
  metadata?: Record<string, unknown>;
  content?: string;
  status?: "published" | "draft";
  /** When it was created; modified a day later and published at creation. */
  createdAt?: string;
}): BucketObject {
  const { createdAt } = fields;
  return {
    id: fields.id,
    slug: fields.slug,
    title: fields.title ?? fields.slug.replace(/-/g, " "),
    type: fields.type,
    status: fields.status ?? "published",
    content: fields.content ?? "",
    metadata: fields.metadata ?? {},
    ...(createdAt
      ? {
          created_at: createdAt,
          modified_at: new Date(Date.parse(createdAt) + 86_400_000).toISOString(),
          published_at: createdAt,
        }
      : {}),
  };
}

export interface Metafield {
  key: string;
  type: string;
  object_type?: string;
}

export function objectType(slug: string, metafields: Metafield[]) {
  return {
    slug,
    title: slug.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
    metafields,
  };
}

export interface MediaFile {
  name: string;
  width: number;
  height: number;
  alt_text: string;
  /** The file itself. */
  body: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A poster: a two-colour gradient with the title on it. */
export function posterSvg(
  name: string,
  title: string,
  [c1, c2]: readonly [string, string],
  width = 1200,
  height = 800,
): MediaFile {
  const lines: string[] = [];
  for (const word of title.split(" ")) {
    const last = lines[lines.length - 1];
    if (last && (last + word).length < 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const size = Math.round(width / 14);
  const text = lines
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="${width / 12}" y="${height * 0.55 + i * size * 1.15}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join("");
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="#fff" opacity=".18"/>${text}</svg>`;
  return { name, width, height, alt_text: title, body };
}
