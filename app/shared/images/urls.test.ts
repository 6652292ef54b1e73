import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl } from "./urls";

describe("image URLs", () => {
  it("points at the variant served under /media", () => {
    expect(imageUrl("profiles/0123456789abcdef", 640)).toBe("/media/profiles/0123456789abcdef-640.jpg");
  });

  it("lists every variant with its width in the srcset", () => {
    expect(imageSrcSet("gallery/abc")).toBe(
      "/media/gallery/abc-320.jpg 320w, /media/gallery/abc-640.jpg 640w, /media/gallery/abc-1200.jpg 1200w",
    );
  });
});
