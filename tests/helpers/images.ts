import sharp from "sharp";

/** A page's line art as the pipeline makes it: 1024×1024 greyscale PNG, one black ring on white. */
export const ringLineArt = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="12"/></svg>`,
    ),
  )
    .greyscale()
    .png()
    .toBuffer();
