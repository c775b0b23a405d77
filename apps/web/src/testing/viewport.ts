import type { Window as HappyDomWindow } from 'happy-dom';

/** The window's size, as a phone or a desktop has it; CSS media queries (matchMedia) follow it. */
export function setViewport(width: number, height: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

export const DESKTOP = { width: 1024, height: 768 } as const;
