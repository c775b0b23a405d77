// Other motorcycle builds on the café racer's geometry (bike.ts): the same
// wheelbase, engine position and steering head, with their own tank, seat,
// exhaust, bars, wheels and bodywork. Coordinates are bike-local (ground at
// y = 700, facing right), so any build drops into the same framing code.
//
// Builds need a few materials beyond the café racer's: paint2 (second paint
// colour), plate (number board), screen (tinted windscreen), cast (cast
// wheels), whitewall, shield (heat shield).
import { drawBike } from './bike.ts';
import type { BikeColours } from './bike-styles.ts';
import type { BikeDrawing, BikeStyle, RenderContext } from './bike-geometry.ts';
import { drawScrambler } from './scrambler-build.ts';
import { drawCruiser } from './cruiser-build.ts';
import { drawSport } from './sport-build.ts';

// ---------------------------------------------------------------- entry --

export type BuildKind = 'cafe' | 'scrambler' | 'cruiser' | 'sport';

/** A bike to draw: which build, in which colours. */
export type BikeDescription = BikeColours & { kind: BuildKind };

const BUILDS: Record<BuildKind, BikeDrawing> = { cafe: drawBike, scrambler: drawScrambler, cruiser: drawCruiser, sport: drawSport };

/** Draw the named build ('cafe', 'scrambler', 'cruiser', 'sport') in bike-local coordinates. */
export function drawBuild(ctx: RenderContext, st: BikeStyle, kind: BuildKind) {
  return BUILDS[kind](ctx, st);
}
