import type { Backdrop } from '@store/shared/styles';
import type { OpenCv } from '../../vision/opencv.ts';

export type Rgb = readonly [number, number, number];

/** The photo at working size (long side at most WORKING_LONG_SIDE), where all the filtering happens. */
export type WorkImage = {
  /** RGB, 3 bytes a pixel. */
  rgb: Buffer;
  /** The subject's alpha, 1 byte a pixel; all 255 when the whole photo is stylised. */
  mask: Buffer;
  width: number;
  height: number;
  /** False when no bike was isolated and the whole photo is the subject. */
  hasSubject: boolean;
  /** Where the bike touches the ground, in working pixels; null without a subject. */
  ground: Ground | null;
};

export type Ground = { x: number; y: number; halfWidth: number; top: number };

/** What a style paints at working size; make-draft upscales it to the output size. */
export type Painting = {
  /** RGB: the styled bike (meaningful inside the mask only, or everywhere without a subject). */
  colour: Buffer;
  /** 1 byte a pixel, 255 = ink. Upscaled separately and sharpened so lines stay crisp at print size. */
  ink?: Buffer;
  inkColour?: Rgb;
  /** RGBA drawn under the bike and over the backdrop: sticker edge, glow, reflection. */
  under?: Buffer;
  /** Touches at output resolution that must stay crisp (halftone dots, grain), on the bike's RGB. */
  finish?: (subject: Buffer, width: number, height: number) => void;
};

/** The output canvas, in output pixels, for drawing a background. */
export type Stage = {
  width: number;
  height: number;
  /** The bike's ground contact and top, scaled to the output. */
  ground: Ground;
};

/** Draws one of a style's own backdrops as SVG at the stage's size, including the bike's ground shadow. */
export type Scene = (stage: Stage) => string;

export type StyleRecipe = {
  /** `floor`: the backdrop has a floor the style may reflect the bike in. */
  paint(cv: OpenCv, work: WorkImage, options: { floor: boolean }): Painting;
  /** The style's own backdrops by name (the photo's scene and the plain backdrop are every style's). */
  scenes: Partial<Record<Backdrop, Scene>>;
  /** Film grain strength over the whole scene, when the style wants it. */
  grain?: number;
};
