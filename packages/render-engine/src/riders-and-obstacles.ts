import type { Box } from '@store/shared/photo-check';
import { type Detection, intersectionArea } from './detect-motorcycle.ts';

/* Who is on the bike and what stands apart from it, by the detector's boxes: the cut-out keeps the riders and leaves the rest out. */

/**
 * An obstacle (a car, a dog, a bench) is kept out only when at least this share of its box lies
 * outside the bike's: a small box well inside the bike's is more likely a part of it misnamed (a top
 * case found as something else) than something in front of it.
 */
const OBSTACLE_OUTSIDE_SHARE = 0.3;

export function standsApart(obstacle: Box, bike: Box): boolean {
  const area = obstacle.width * obstacle.height;
  return area > 0 && (area - intersectionArea(obstacle, bike)) / area >= OBSTACLE_OUTSIDE_SHARE;
}

/** People found this surely are riders wherever they stand over the bike. */
const SURE_PERSON = 0.3;
/**
 * A person found less surely is a rider only when their box is at least this share of the bike's
 * height: a motocross rider in a roost of dust scored 0.26 on the real photos, shelves and posters
 * behind a bike score as high but are small.
 */
const TALL_RIDER = 0.6;

/** The people riding the bike, by their boxes and how surely they were found. */
export function ridersOf(people: readonly Detection[], bike: Box): Detection[] {
  return people.filter(
    (person) => ridesOn(person.box, bike) && (person.score >= SURE_PERSON || person.box.height >= bike.height * TALL_RIDER),
  );
}

/**
 * A person rides (or sits on, or stands astride) a bike when they stand over its middle and
 * their box reaches down into it: most of their box's width lies within the bike's, and their
 * lower part overlaps its upper part. A person standing beside it fails the first test.
 */
export function ridesOn(person: Box, bike: Box): boolean {
  const centre = person.x + person.width / 2;
  const withinBike = centre > bike.x + bike.width * 0.1 && centre < bike.x + bike.width * 0.9;
  const reachesIn = person.y + person.height > bike.y + bike.height * 0.25 && person.y < bike.y + bike.height * 0.6;
  return withinBike && reachesIn && intersectionArea(person, bike) >= person.width * person.height * 0.2;
}

/** What of a dropped rider surely is not the bike: the top half of their box. */
export function upperBody(person: Detection): Box {
  return { ...person.box, height: person.box.height * 0.5 };
}

/** The box around the bike and its riders. */
export function withRiders(bike: Box, riders: readonly Detection[]): Box {
  return riders.reduce((union, { box }) => {
    const x = Math.min(union.x, box.x);
    const y = Math.min(union.y, box.y);
    return {
      x,
      y,
      width: Math.max(union.x + union.width, box.x + box.width) - x,
      height: Math.max(union.y + union.height, box.y + box.height) - y,
    };
  }, bike);
}
