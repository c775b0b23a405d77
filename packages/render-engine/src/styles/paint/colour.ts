import type { Rgb } from './types.ts';

const TO_LINEAR = Float32Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});

function labCurve(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

function labCurveInverse(t: number): number {
  return t > 0.206893 ? t * t * t : (t - 16 / 116) / 7.787;
}

function toByte(linear: number): number {
  const clamped = Math.min(1, Math.max(0, linear));
  const value = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * clamped ** (1 / 2.4) - 0.055;
  return Math.round(value * 255);
}

/** CIE Lab (D65) for every pixel of an RGB buffer, 3 floats a pixel. */
export function rgbToLab(rgb: Buffer): Float32Array {
  const lab = new Float32Array(rgb.length);
  for (let index = 0; index < rgb.length; index += 3) {
    const red = TO_LINEAR[rgb[index]!]!;
    const green = TO_LINEAR[rgb[index + 1]!]!;
    const blue = TO_LINEAR[rgb[index + 2]!]!;
    const x = labCurve((red * 0.4124 + green * 0.3576 + blue * 0.1805) / 0.95047);
    const y = labCurve(red * 0.2126 + green * 0.7152 + blue * 0.0722);
    const z = labCurve((red * 0.0193 + green * 0.1192 + blue * 0.9505) / 1.08883);
    lab[index] = 116 * y - 16;
    lab[index + 1] = 500 * (x - y);
    lab[index + 2] = 200 * (y - z);
  }
  return lab;
}

export function labToRgb(lightness: number, a: number, b: number): Rgb {
  const y = (lightness + 16) / 116;
  const x = labCurveInverse(y + a / 500) * 0.95047;
  const z = labCurveInverse(y - b / 200) * 1.08883;
  const yy = labCurveInverse(y);
  return [
    toByte(x * 3.2406 + yy * -1.5372 + z * -0.4986),
    toByte(x * -0.9689 + yy * 1.8758 + z * 0.0415),
    toByte(x * 0.0557 + yy * -0.204 + z * 1.057),
  ];
}

export function hex(colour: Rgb): string {
  return `#${colour.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [from[0] + (to[0] - from[0]) * amount, from[1] + (to[1] - from[1]) * amount, from[2] + (to[2] - from[2]) * amount];
}
