import { PATHS } from "#app/config/site.ts";
import type { Video } from "#app/domain/editorial-types.ts";
import { Link } from "#app/i18n/links.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

export function videoPath(video: Pick<Video, "slug" | "klass" | "short">): string {
  return video.short ? PATHS.short(video.slug) : PATHS.video(video.klass, video.slug);
}

export function VideoCard({ video }: { video: Video }) {
  return (
    <Link to={videoPath(video)} className="card group block overflow-hidden">
      {video.image ? (
        <ResponsiveImage
          image={video.image}
          alt=""
          width={1200}
          height={800}
          sizes="(min-width: 1024px) 25vw, 50vw"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div className="aspect-video bg-zinc-800" />
      )}
      <div className="p-3">
        <h3 className="font-extrabold group-hover:underline">{video.title}</h3>
        {video.caption && <p className="line-clamp-2 text-sm text-zinc-300">{video.caption}</p>}
      </div>
    </Link>
  );
}
