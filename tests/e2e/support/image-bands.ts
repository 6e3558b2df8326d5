/**
 * Where a share image's words and cards lie, as Chromium decodes the picture. A row of pixels is drawn
 * on when it has at least 20 sharp edges (neighbours that differ by more than 80 in the sum of their
 * channels): the strokes of letters and card art have them, the smooth sky and its glow have none, and
 * the stars too few. Figures are fractions of the height.
 */
import type { Locator } from 'playwright-core';

export interface ImageBands {
  /** The first and the last row drawn on. */
  top: number;
  bottom: number;
  /** The tallest run of empty rows between them. */
  emptiest: number;
}

export async function imageBands(image: Locator): Promise<ImageBands> {
  return image.evaluate((img: HTMLImageElement) => {
    const { naturalWidth: width, naturalHeight: height } = img;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no canvas');
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, width, height);
    const drawn: boolean[] = [];
    for (let y = 0; y < height; y++) {
      let edges = 0;
      for (let x = 1; x < width; x++) {
        const at = (y * width + x) * 4;
        let step = 0;
        for (let c = 0; c < 3; c++) step += Math.abs((data[at + c] ?? 0) - (data[at - 4 + c] ?? 0));
        if (step > 80) edges++;
      }
      drawn.push(edges >= 20);
    }
    const top = drawn.indexOf(true);
    const bottom = drawn.lastIndexOf(true) + 1;
    let emptiest = 0;
    let run = 0;
    for (let y = top; y < bottom; y++) {
      run = drawn[y] ? 0 : run + 1;
      emptiest = Math.max(emptiest, run);
    }
    return { top: top / height, bottom: bottom / height, emptiest: emptiest / height };
  });
}
