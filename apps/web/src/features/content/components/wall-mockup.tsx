import { useId } from 'react';
import { formatInches, parseCanvasSize } from './canvas-size.ts';

/** The furniture the canvas is measured against, in inches. */
export const SOFA_WIDTH_IN = 84;
const SOFA_BACK_HEIGHT_IN = 33;
/** How far above the sofa back the canvas hangs, a common rule of thumb (8-10 inches). */
export const HANGING_GAP_IN = 9;

/* The scene is drawn in inches: one SVG unit is one inch, so the canvas and the sofa are to scale. */
const SCENE = { width: 132, height: 92, floorY: 84, centreX: 66 } as const;
const SOFA_LEFT = SCENE.centreX - SOFA_WIDTH_IN / 2;
const SOFA_TOP = SCENE.floorY - SOFA_BACK_HEIGHT_IN;
const CANVAS_BOTTOM = SOFA_TOP - HANGING_GAP_IN;

/** A living-room wall with an 84″ sofa and the chosen canvas hung above it, to scale. */
export function WallMockup({ size }: { size: string }) {
  const ids = useSvgIds(['wall', 'floor', 'glow', 'sky', 'shadow']);
  const { width, height } = parseCanvasSize(size);
  const canvasX = SCENE.centreX - width / 2;
  const canvasY = CANVAS_BOTTOM - height;

  return (
    <svg
      viewBox={`0 0 ${SCENE.width} ${SCENE.height}`}
      role="img"
      aria-label={`A ${formatInches(size)} canvas on a living-room wall above an ${SOFA_WIDTH_IN}-inch sofa, drawn to scale.`}
      className="block h-auto w-full rounded-xl border border-line"
    >
      <defs>
        <linearGradient id={ids.wall} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a433c" />
          <stop offset="1" stopColor="#39332d" />
        </linearGradient>
        <linearGradient id={ids.floor} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a2a1e" />
          <stop offset="1" stopColor="#271b13" />
        </linearGradient>
        <radialGradient id={ids.glow} cx="120" cy="26" r="26" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#fcd34d" stopOpacity="0.28" />
          <stop offset="1" stopColor="#fcd34d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1538" />
          <stop offset="0.55" stopColor="#7c2d55" />
          <stop offset="0.72" stopColor="#f59e0b" />
        </linearGradient>
        <filter id={ids.shadow} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="0.7" />
        </filter>
      </defs>

      <rect width={SCENE.width} height={SCENE.floorY} fill={`url(#${ids.wall})`} />
      <rect width={SCENE.width} height={SCENE.floorY} fill={`url(#${ids.glow})`} />
      <rect y={SCENE.floorY - 3} width={SCENE.width} height="3" fill="#5b534b" />
      <rect y={SCENE.floorY} width={SCENE.width} height={SCENE.height - SCENE.floorY} fill={`url(#${ids.floor})`} />

      <Plant />
      <FloorLamp />
      <Sofa />

      <rect x={canvasX + 0.5} y={canvasY + 0.8} width={width} height={height} fill="#000" opacity="0.5" filter={`url(#${ids.shadow})`} />
      <svg x={canvasX} y={canvasY} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <CanvasArt width={width} height={height} skyFill={`url(#${ids.sky})`} />
      </svg>
      <rect x={canvasX} y={canvasY} width={width} height={height} fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="0.25" />

      <g stroke="#d6d3d1" strokeOpacity="0.7" strokeWidth="0.25">
        <line x1={SOFA_LEFT} y1="86.6" x2={SOFA_LEFT + SOFA_WIDTH_IN} y2="86.6" />
        <line x1={SOFA_LEFT} y1="85.6" x2={SOFA_LEFT} y2="87.6" />
        <line x1={SOFA_LEFT + SOFA_WIDTH_IN} y1="85.6" x2={SOFA_LEFT + SOFA_WIDTH_IN} y2="87.6" />
      </g>
      <text x={SCENE.centreX} y="91.1" textAnchor="middle" fontSize="3.6" fill="#e7e5e4" fontFamily="inherit">
        {SOFA_WIDTH_IN}″ sofa
      </text>
    </svg>
  );
}

/** A sunset, a horizon and a motorcycle in profile, fitted to whatever shape the canvas is. */
function CanvasArt({ width, height, skyFill }: { width: number; height: number; skyFill: string }) {
  const horizon = height * 0.72;
  // The bike is drawn in a 92 x 52 box; scale it to sit on the horizon, never wider than the canvas.
  const scale = Math.min((width * 0.8) / 92, (height * 0.5) / 52);
  const bikeX = width / 2 - 51 * scale;
  const bikeY = horizon + height * 0.06 - 58 * scale;
  const sunRadius = Math.min(width, height) * 0.22;

  return (
    <>
      <rect width={width} height={height} fill={skyFill} />
      <circle cx={width / 2} cy={horizon - sunRadius * 0.35} r={sunRadius} fill="#fbbf24" opacity="0.9" />
      <rect y={horizon} width={width} height={height - horizon} fill="#140e22" />
      <line x1="0" y1={horizon} x2={width} y2={horizon} stroke="#f59e0b" strokeWidth={Math.max(width, height) * 0.006} />
      <g transform={`translate(${bikeX} ${bikeY}) scale(${scale})`} strokeLinecap="round" strokeLinejoin="round">
        <Motorcycle />
      </g>
    </>
  );
}

function Motorcycle() {
  const ink = '#0c0a09';
  return (
    <>
      <line x1="48" y1="41" x2="13" y2="37" stroke="#78716c" strokeWidth="3" />
      {[22, 80].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="42" r="15" fill="none" stroke={ink} strokeWidth="4.5" />
          <circle cx={cx} cy="42" r="10.5" fill="none" stroke="#f59e0b" strokeWidth="1" />
          <circle cx={cx} cy="42" r="2.5" fill={ink} />
        </g>
      ))}
      <line x1="22" y1="42" x2="46" y2="39" stroke={ink} strokeWidth="3.5" />
      <path d="M36 26 L46 40 M56 30 L67 19" fill="none" stroke={ink} strokeWidth="3" />
      <rect x="38" y="29" width="19" height="13" rx="2" fill={ink} />
      <path d="M20 24 L43 22 L43 27 L22 28 Z M11 21 L22 23 L22 27 Z" fill={ink} />
      <path d="M41 24 C44 16 60 14 67 20 L63 28 L43 28 Z" fill="#f59e0b" stroke={ink} strokeWidth="1.5" />
      <line x1="80" y1="42" x2="68" y2="14" stroke={ink} strokeWidth="3" />
      <path d="M61 12 L69 13 L73 9" fill="none" stroke={ink} strokeWidth="2.5" />
      <circle cx="73" cy="21" r="3.5" fill="#fde68a" stroke={ink} strokeWidth="1" />
    </>
  );
}

function Sofa() {
  const right = SOFA_LEFT + SOFA_WIDTH_IN;
  const backCushion = (SOFA_WIDTH_IN - 12) / 3;
  const seatCushion = (SOFA_WIDTH_IN - 16) / 3;
  return (
    <g>
      <ellipse cx={SCENE.centreX} cy={SCENE.floorY} rx={SOFA_WIDTH_IN / 2 + 2} ry="1.2" fill="#000" opacity="0.35" />
      <rect x={SOFA_LEFT + 3} y={SCENE.floorY - 4} width="2" height="4" fill="#1c1410" />
      <rect x={right - 5} y={SCENE.floorY - 4} width="2" height="4" fill="#1c1410" />
      <rect x={SOFA_LEFT + 4} y={SOFA_TOP} width={SOFA_WIDTH_IN - 8} height="18" rx="3" fill="#3d5a63" />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x={SOFA_LEFT + 6 + index * backCushion + 0.25}
          y={SOFA_TOP + 2}
          width={backCushion - 0.5}
          height="13"
          rx="2.5"
          fill="#47666f"
        />
      ))}
      <rect x={SOFA_LEFT} y={SCENE.floorY - 18} width={SOFA_WIDTH_IN} height="14" rx="2.5" fill="#35505a" />
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x={SOFA_LEFT + 8 + index * seatCushion + 0.25}
          y={SCENE.floorY - 20}
          width={seatCushion - 0.5}
          height="6"
          rx="2"
          fill="#4b6c76"
        />
      ))}
      <rect
        x={SOFA_LEFT + 10}
        y={SOFA_TOP + 5}
        width="10"
        height="9"
        rx="2"
        fill="#b45309"
        transform={`rotate(-8 ${SOFA_LEFT + 15} ${SOFA_TOP + 9.5})`}
      />
      <rect x={SOFA_LEFT} y={SCENE.floorY - 26} width="9" height="22" rx="3.5" fill="#3a555f" />
      <rect x={right - 9} y={SCENE.floorY - 26} width="9" height="22" rx="3.5" fill="#3a555f" />
    </g>
  );
}

function Plant() {
  const floor = SCENE.floorY;
  return (
    <g>
      <path
        d={`M11 ${floor - 38} C4 ${floor - 30} 6 ${floor - 18} 12 ${floor - 12}`}
        fill="none"
        stroke="#4d7046"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d={`M12 ${floor - 12} C13 ${floor - 24} 19 ${floor - 34} 23 ${floor - 36}`}
        fill="none"
        stroke="#3f5f3a"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <ellipse cx="8" cy={floor - 26} rx="3.2" ry="7" fill="#4d7046" transform={`rotate(-25 8 ${floor - 26})`} />
      <ellipse cx="19" cy={floor - 28} rx="3" ry="7.5" fill="#3f5f3a" transform={`rotate(30 19 ${floor - 28})`} />
      <ellipse cx="13" cy={floor - 34} rx="2.6" ry="7" fill="#55794d" />
      <path d={`M7 ${floor - 12} H19 L17.5 ${floor} H8.5 Z`} fill="#6b5b4d" />
    </g>
  );
}

function FloorLamp() {
  const floor = SCENE.floorY;
  return (
    <g>
      <ellipse cx="120" cy={floor - 0.6} rx="4" ry="0.9" fill="#1c1917" />
      <line x1="120" y1={floor - 1} x2="120" y2="30" stroke="#1c1917" strokeWidth="0.8" />
      <path d="M114 30 H126 L123.5 21 H116.5 Z" fill="#e7dcc4" />
    </g>
  );
}

/** Gradient and filter ids unique to this instance (React's ids contain characters url(#...) cannot take). */
function useSvgIds<const T extends string>(names: readonly T[]): Record<T, string> {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return Object.fromEntries(names.map((name) => [name, `${base}-${name}`])) as Record<T, string>;
}
