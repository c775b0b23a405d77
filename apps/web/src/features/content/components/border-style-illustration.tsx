import type { BorderStyle } from '@store/shared/catalog';

/** A canvas seen at an angle: with Full Wrap the picture runs onto the side, with White Border the side is plain white. */
export function BorderStyleIllustration({ borderStyle }: { borderStyle: BorderStyle }) {
  const wraps = borderStyle === 'full-wrap';
  return (
    <svg aria-hidden="true" viewBox="0 0 96 80" className="h-20 w-24 shrink-0">
      <defs>
        <linearGradient id={`border-face-${borderStyle}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1538" />
          <stop offset="0.6" stopColor="#7c2d55" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <rect x="10" y="8" width="60" height="64" fill={`url(#border-face-${borderStyle})`} />
      <path d="M70 8 L84 16 L84 80 L70 72 Z" fill={wraps ? `url(#border-face-${borderStyle})` : '#e7e5e4'} />
      <path d="M70 8 L84 16 L84 80 L70 72 Z" fill="#000" opacity={wraps ? 0.3 : 0.12} />
    </svg>
  );
}
