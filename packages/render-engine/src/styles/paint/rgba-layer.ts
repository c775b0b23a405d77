/** A straight-alpha RGBA buffer that shapes are painted onto with the "over" operator. */
export class RgbaLayer {
  readonly data: Buffer;

  constructor(pixels: number) {
    this.data = Buffer.alloc(pixels * 4);
  }

  paint(pixel: number, red: number, green: number, blue: number, alpha: number): void {
    if (alpha <= 0) return;
    const index = pixel * 4;
    const below = this.data[index + 3]! / 255;
    const out = alpha + below * (1 - alpha);
    const keep = (below * (1 - alpha)) / out;
    const add = alpha / out;
    this.data[index] = Math.round(this.data[index]! * keep + red * add);
    this.data[index + 1] = Math.round(this.data[index + 1]! * keep + green * add);
    this.data[index + 2] = Math.round(this.data[index + 2]! * keep + blue * add);
    this.data[index + 3] = Math.round(Math.min(1, out) * 255);
  }
}
