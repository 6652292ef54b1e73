import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl, MODERN_SOURCES } from "./urls";

describe("image URLs", () => {
  it("points at the variant served under /media", () => {
    expect(imageUrl("profiles/0123456789abcdef", 640)).toBe("/media/profiles/0123456789abcdef-640.jpg");
  });

  it("lists every variant with its width in the srcset", () => {
    expect(imageSrcSet("gallery/abc")).toBe(
      "/media/gallery/abc-320.jpg 320w, /media/gallery/abc-640.jpg 640w, /media/gallery/abc-1200.jpg 1200w",
    );
  });

  it("names the WebP and AVIF variants the same way", () => {
    expect(imageUrl("tributes/t1", 1200, "avif")).toBe("/media/tributes/t1-1200.avif");
    expect(imageSrcSet("gallery/abc", "webp")).toBe(
      "/media/gallery/abc-320.webp 320w, /media/gallery/abc-640.webp 640w, /media/gallery/abc-1200.webp 1200w",
    );
    expect(MODERN_SOURCES).toEqual([
      { format: "avif", type: "image/avif" },
      { format: "webp", type: "image/webp" },
    ]);
  });
});
