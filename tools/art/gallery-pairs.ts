/** The gallery's twelve pairs (a photo and its render: bike, scene, style, ratio) and their frames. */
import type { BikeDescription } from './builds.ts';
import type { Frame, Look, SceneDescription } from './scenes.ts';

type StyleName = 'Retro' | 'Cartoon' | 'Anime' | 'Cyberpunk';
type GalleryRatio = '1x1' | '2x3' | '3x2';
export type StyleLook = Exclude<Look, 'photo'>;

export const STYLE_LOOK: Record<StyleName, StyleLook> = { Retro: 'retro', Cartoon: 'cartoon', Anime: 'anime', Cyberpunk: 'cyberpunk' };

/** One original/render pair of the gallery. */
export type Pair = {
  id: string;
  style: StyleName;
  ratio: GalleryRatio;
  title: string;
  bike: BikeDescription;
  /** Face left. */
  flip?: boolean;
  scene: SceneDescription;
};

// ---------------------------------------------------------------- the pairs --

/**
 * bike: build kind and base colours (paint, paint2 second colour, stripe, seat,
 * frame, cast wheels), flip: face left. scene: background and its options.
 */
export const PAIRS: Pair[] = [
  {
    id: 'retro-1x1-cafe',
    style: 'Retro',
    ratio: '1x1',
    title: 'Café racer in the workshop',
    bike: { kind: 'cafe', paint: '#2e6b4f', stripe: '#f1e6cc', seat: '#5a3a24' },
    scene: { kind: 'garage', seed: 11 },
  },
  {
    id: 'retro-2x3-scrambler',
    style: 'Retro',
    ratio: '2x3',
    title: 'Scrambler in the hills',
    bike: { kind: 'scrambler', paint: '#5f6b3a', paint2: '#e9dfc8', stripe: '#b5432a', seat: '#7a4a2a', plate: '#e9dfc8' },
    flip: true,
    scene: { kind: 'landscape', land: 'hills', time: 'day', seed: 21, sun: [0.3, 0.42], sunR: 150, fence: true },
  },
  {
    id: 'retro-3x2-cruiser',
    style: 'Retro',
    ratio: '3x2',
    title: 'Cruiser on the desert highway',
    bike: { kind: 'cruiser', paint: '#7a1f2b', paint2: '#efe4cc', stripe: '#d4a64a', seat: '#3a2418', whitewall: true },
    scene: { kind: 'landscape', land: 'desert', time: 'dusk', seed: 31, sun: [0.5, 0.72], sunR: 130, clouds: 2 },
  },
  {
    id: 'cartoon-1x1-sport',
    style: 'Cartoon',
    ratio: '1x1',
    title: 'Sport bike downtown',
    bike: { kind: 'sport', paint: '#f5c400', paint2: '#1c1c1e', stripe: '#ffffff', seat: '#1c1c1e', cast: '#1c1c1e' },
    scene: { kind: 'street', seed: 41, lampX: 0.1 },
  },
  {
    id: 'cartoon-2x3-cafe',
    style: 'Cartoon',
    ratio: '2x3',
    title: 'Café racer by the sea',
    bike: { kind: 'cafe', paint: '#c8202f', stripe: '#ffffff', seat: '#1f1f22' },
    scene: { kind: 'landscape', land: 'coast', time: 'day', seed: 51, sun: [0.78, 0.3], sunR: 110, clouds: 3 },
  },
  {
    id: 'cartoon-3x2-scrambler',
    style: 'Cartoon',
    ratio: '3x2',
    title: 'Scrambler on a dirt trail',
    bike: { kind: 'scrambler', paint: '#ff7a00', paint2: '#f2f2f2', stripe: '#1c1c1e', seat: '#1f1f22', plate: '#f2f2f2' },
    flip: true,
    scene: { kind: 'landscape', land: 'hills', time: 'day', road: 'dirt', seed: 61, sun: [0.85, 0.35], sunR: 90, clouds: 3 },
  },
  {
    id: 'anime-1x1-cruiser',
    style: 'Anime',
    ratio: '1x1',
    title: 'Cruiser at sunset',
    bike: { kind: 'cruiser', paint: '#263a8a', paint2: '#c9d2e0', stripe: '#f1f5f9', seat: '#1f1f22' },
    scene: { kind: 'landscape', land: 'coast', time: 'dusk', seed: 71, sun: [0.3, 0.86], sunR: 110, clouds: 3, cloudScale: 1.5 },
  },
  {
    id: 'anime-2x3-sport',
    style: 'Anime',
    ratio: '2x3',
    title: 'Sport bike on a mountain pass',
    bike: { kind: 'sport', paint: '#1f4fd6', paint2: '#f4f6fb', stripe: '#e11d48', seat: '#1c1c1e', cast: '#c9a227' },
    flip: true,
    scene: { kind: 'landscape', land: 'mountains', time: 'day', seed: 81, sun: [0.2, 0.2], sunR: 100, clouds: 3, cloudScale: 1.6 },
  },
  {
    id: 'anime-3x2-cafe',
    style: 'Anime',
    ratio: '3x2',
    title: 'Café racer at dusk',
    bike: { kind: 'cafe', paint: '#e6e3da', stripe: '#2563eb', seat: '#5a3a24' },
    scene: { kind: 'landscape', land: 'hills', time: 'dusk', seed: 91, sun: [0.78, 0.8], sunR: 90, clouds: 3, cloudScale: 1.3 },
  },
  {
    id: 'cyberpunk-1x1-scrambler',
    style: 'Cyberpunk',
    ratio: '1x1',
    title: 'Scrambler in the rain',
    bike: { kind: 'scrambler', paint: '#1d1d20', paint2: '#f97316', stripe: '#f97316', seat: '#4a2e1e', plate: '#f97316' },
    scene: { kind: 'night', seed: 101, rain: 140, signs: 6 },
  },
  {
    id: 'cyberpunk-2x3-cruiser',
    style: 'Cyberpunk',
    ratio: '2x3',
    title: 'Cruiser under neon',
    bike: { kind: 'cruiser', paint: '#6b21a8', paint2: '#e5e7eb', stripe: '#f472b6', seat: '#1f1f22' },
    flip: true,
    scene: { kind: 'night', seed: 111, rain: 90, signs: 7, billboard: [0.55, 0.25, 0.36, 0.16] },
  },
  {
    id: 'cyberpunk-3x2-sport',
    style: 'Cyberpunk',
    ratio: '3x2',
    title: 'Sport bike after midnight',
    bike: { kind: 'sport', paint: '#3fae2a', paint2: '#18181b', stripe: '#ffffff', seat: '#18181b', cast: '#18181b' },
    scene: { kind: 'night', seed: 121, rain: 0, signs: 5, moonX: 0.15 },
  },
];

/** Canvas in drawing units (always 1200 wide), where the bike stands and how big it is. */
export const FRAMES: Record<GalleryRatio, Frame> = {
  '1x1': { W: 1200, H: 1200, g: 1010, s: 0.96, cx: 600, horizonUp: 330 },
  '2x3': { W: 1200, H: 1800, g: 1450, s: 0.96, cx: 600, horizonUp: 560, quarter: true },
  '3x2': { W: 1200, H: 800, g: 715, s: 0.98, cx: 600, horizonUp: 290 },
};

/** The render also comes 720 wide: a phone's card (about 380 CSS px at 1.75-2x) needs more than 480 and far less than 960. */
export const OUTPUT_WIDTH = { large: 960, medium: 720, small: 480 };
