/** The part of potrace (npm, no types of its own) that app/workers/image-tasks.ts uses. */
declare module "potrace" {
  export type PotraceOptions = { threshold?: number; turdSize?: number; optTolerance?: number; alphaMax?: number; blackOnWhite?: boolean };
  export class Potrace {
    constructor(options?: PotraceOptions);
    loadImage(image: Buffer | string, callback: (error: Error | null) => void): void;
    getPathTag(fillColor?: string, scale?: { x: number; y: number }): string;
  }
}
