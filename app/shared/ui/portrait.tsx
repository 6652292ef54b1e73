import { Picture } from "./picture";

interface Props {
  imagePath: string | null;
  /** The person's name: the alt text, and its initial when there is no photo. */
  name: string;
  /** Rendered width and height in CSS pixels (for width/height and sizes). */
  size: number;
  /** Size (e.g. "h-28 w-28"), border and shadow classes; the round crop is always applied. */
  className?: string;
  loading?: "lazy" | "eager";
  priority?: boolean;
}

/** A round portrait with responsive variants, or the name's initial when there is no photo. */
export function Portrait({ imagePath, name, size, className = "", loading = "lazy", priority }: Props) {
  if (!imagePath) {
    return (
      <span
        aria-hidden="true"
        style={{ fontSize: Math.round(size * 0.36) }}
        className={`flex flex-none items-center justify-center rounded-full bg-sky-100 font-serif text-sky-800 ${className}`}
      >
        {name.slice(0, 1)}
      </span>
    );
  }
  return (
    <Picture
      imagePath={imagePath}
      fallbackWidth={320}
      sizes={`${size}px`}
      alt={name}
      width={size}
      height={size}
      loading={priority ? "eager" : loading}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`flex-none rounded-full object-cover ${className}`}
    />
  );
}
