/** A canvas size from the catalogue ("30x20": width x height, in inches) as numbers and as the text the pages show. */
export type CanvasSize = { width: number; height: number };

const CM_PER_INCH = 2.54;

export function parseCanvasSize(size: string): CanvasSize {
  const [width, height] = size.split('x').map(Number);
  if (!width || !height) throw new Error(`Not a canvas size: ${size}`);
  return { width, height };
}

/** "12x18" -> "12″ × 18″" */
export function formatInches(size: string): string {
  const { width, height } = parseCanvasSize(size);
  return `${width}″ × ${height}″`;
}

/** "12x18" -> "30.5 × 45.7 cm" */
export function formatCentimetres(size: string): string {
  const { width, height } = parseCanvasSize(size);
  return `${toCentimetres(width)} × ${toCentimetres(height)} cm`;
}

export function toCentimetres(inches: number): number {
  return Number((inches * CM_PER_INCH).toFixed(1));
}
