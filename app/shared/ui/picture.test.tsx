// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";
import { Portrait } from "./portrait";

/** The markup parsed back into elements, to read attributes as a browser would. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}

const SRCSET = (format: string) =>
  `/media/gallery/abc-320.${format} 320w, /media/gallery/abc-640.${format} 640w, /media/gallery/abc-1200.${format} 1200w`;

describe("Picture", () => {
  it("offers AVIF, then WebP, then the JPEG <img>, every one with all widths and the same sizes", () => {
    const doc = parse(
      renderToStaticMarkup(
        <Picture
          imagePath="gallery/abc"
          fallbackWidth={320}
          sizes="(min-width: 640px) 33vw, 50vw"
          alt="Foto 1 de 3"
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="w-full"
        />,
      ),
    );
    const picture = doc.querySelector("picture")!;
    expect(picture.className).toBe("contents");
    const children = Array.from(picture.children);
    expect(children.map((child) => child.tagName)).toEqual(["SOURCE", "SOURCE", "IMG"]);
    expect(children.map((child) => child.getAttribute("type"))).toEqual(["image/avif", "image/webp", null]);
    expect(children.map((child) => child.getAttribute("srcset"))).toEqual([
      SRCSET("avif"),
      SRCSET("webp"),
      SRCSET("jpg"),
    ]);
    for (const child of children) expect(child.getAttribute("sizes")).toBe("(min-width: 640px) 33vw, 50vw");
    const img = picture.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/media/gallery/abc-320.jpg");
    expect(img.getAttribute("alt")).toBe("Foto 1 de 3");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "800"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.className).toBe("w-full");
  });

  it("a portrait is a picture drawn at its size, eager with high priority above the fold", () => {
    const doc = parse(
      renderToStaticMarkup(<Portrait imagePath="profiles/p1" name="Maria" size={112} priority className="h-28 w-28" />),
    );
    const sources = Array.from(doc.querySelectorAll("picture > source"));
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) expect(source.getAttribute("sizes")).toBe("112px");
    const img = doc.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe("/media/profiles/p1-320.jpg");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["112", "112"]);
    // No photo: the initial, and nothing to load.
    expect(renderToStaticMarkup(<Portrait imagePath={null} name="Maria" size={112} />)).not.toContain("<picture");
  });
});
