/** Drawing: the skeleton, at the output size, as lines of one width. */

import { squaredDistance } from "./distance";

/** Every skeleton pixel drawn as a round pen `lineWidth` wide, antialiased over one pixel. */
export function renderLines(skeleton: Uint8Array, width: number, height: number, lineWidth: number): Uint8Array {
  const size = width * height;
  const distance = squaredDistance(skeleton, width, height);
  const half = lineWidth / 2;
  const gray = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const coverage = Math.min(1, Math.max(0, half + 0.5 - Math.sqrt(distance[i])));
    gray[i] = Math.round(255 * (1 - coverage));
  }
  return gray;
}
