// Backgrounds for the sample gallery (gallery.ts). Every scene is laid out
// once from a seed (so the "original" photo and its stylised render share the
// same framing) and then painted in one of five looks: photo, retro, cartoon,
// anime, cyberpunk. A scene returns { back, front }: drawn behind and in front
// of the bike.
import type { RenderContext } from './bike-geometry.ts';
import { landscapeLayout } from './landscape-layout.ts';
import { LAND, landPhoto } from './landscape-photo.ts';
import { landRetro } from './landscape-retro.ts';
import { landCartoon, landAnime } from './landscape-toon.ts';
import { garage } from './garage-scene.ts';
import { street } from './street-scene.ts';
import { nightCity } from './night-city-scene.ts';

/** The five looks a scene is painted in: the original photo and the four styles. */
export type Look = 'photo' | 'retro' | 'cartoon' | 'anime' | 'cyberpunk';

/** Canvas in drawing units, the ground line under the wheels (g), the bike's scale (s) and centre (cx). */
export type Frame = { W: number; H: number; g: number; s: number; cx: number; horizonUp: number; quarter?: boolean };

export type LandKind = 'hills' | 'desert' | 'coast' | 'mountains';

export type LandscapeScene = {
  kind: 'landscape';
  land: LandKind;
  time: 'day' | 'dusk';
  seed: number;
  road?: 'asphalt' | 'dirt';
  /** Where the sun stands: share of the width, share of the horizon height. */
  sun?: [x: number, y: number];
  sunR?: number;
  clouds?: number;
  cloudScale?: number;
  fence?: boolean;
};
export type GarageScene = { kind: 'garage'; seed: number; time?: undefined };
export type StreetScene = { kind: 'street'; seed: number; lampX?: number; time?: undefined };
export type NightScene = {
  kind: 'night';
  seed: number;
  rain?: number;
  signs?: number;
  /** x, y, width, height as shares of the width and of the horizon height. */
  billboard?: [x: number, y: number, w: number, h: number];
  moon?: boolean;
  moonX?: number;
  time?: undefined;
};

/** A background and its options. */
export type SceneDescription = LandscapeScene | GarageScene | StreetScene | NightScene;

/** What a scene draws behind the bike and in front of it. */
export type SceneLayers = { back: string; front: string };

export function landscape(ctx: RenderContext, look: Look, frame: Frame, o: LandscapeScene): SceneLayers {
  const L = landscapeLayout(frame, o);
  if (look === 'photo') return { back: landPhoto(ctx, L, o, LAND.photo[o.time ?? 'day']), front: '' };
  if (look === 'retro') return { back: landRetro(ctx, L, o), front: '' };
  if (look === 'cartoon') return { back: landCartoon(ctx, L, o), front: '' };
  return { back: landAnime(ctx, L, o), front: '' };
}

/** Paint a scene in one look. */
export function drawScene(ctx: RenderContext, look: Look, frame: Frame, scene: SceneDescription): SceneLayers {
  if (scene.kind === 'garage') return garage(ctx, look, frame, scene);
  if (scene.kind === 'street') return street(ctx, look, frame, scene);
  if (scene.kind === 'night') return nightCity(ctx, look, frame, scene);
  return landscape(ctx, look, frame, scene);
}
