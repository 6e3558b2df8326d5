/**
 * The rendered share images, in memory and bounded by bytes (ADR 0040): a finished reading never
 * changes, so an image is rendered once per reading, format and question flag while it stays warm.
 * Concurrent requests for the same image share one render.
 */
export interface ImageCache {
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
}

export function createImageCache(maxBytes = 32 * 1024 * 1024): ImageCache {
  const images = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(key: string, image: Buffer) {
    images.set(key, image);
    bytes += image.length;
    // Map order is insertion order: the first key is the least recently used.
    for (const [oldKey, old] of images) {
      if (bytes <= maxBytes) break;
      images.delete(oldKey);
      bytes -= old.length;
    }
  }

  return {
    get(key, render) {
      const hit = images.get(key);
      if (hit) {
        images.delete(key);
        images.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = rendering.get(key);
      if (pending) return pending;
      const started = render()
        .then((image) => {
          keep(key, image);
          return image;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, started);
      return started;
    },
  };
}
