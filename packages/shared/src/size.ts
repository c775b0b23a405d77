/** Canvas size strings as people and providers write them ('12″×18″', '18 x 12 in', '30x20'). */

const NUMBER = /\d+(?:\.\d+)?/g;

/** The two numbers of a size, ascending, or null when it is not a size. */
export function sizeDimensions(size: string): [number, number] | null {
  const numbers = size.match(NUMBER)?.map(Number);
  if (!numbers || numbers.length !== 2) return null;
  const [a, b] = numbers as [number, number];
  return a <= b ? [a, b] : [b, a];
}

/**
 * One spelling for every way of writing a size: multiplication and inch symbols unified,
 * the numbers sorted ascending, written like 12x18″. Landscape sizes thus match the
 * portrait canvas they are (30x20 is the 20x30″ canvas turned).
 */
export function normalizeSize(size: string): string | null {
  const dimensions = sizeDimensions(size);
  return dimensions ? `${dimensions[0]}x${dimensions[1]}″` : null;
}

/** How a catalogue size reads on screen: 12″ × 18″. */
export function displaySize(size: string): string {
  const numbers = size.match(NUMBER);
  return numbers && numbers.length === 2 ? `${numbers[0]}″ × ${numbers[1]}″` : size;
}
