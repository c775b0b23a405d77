import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: ModalSize;
  /** What gets focus on open; by default the dialog itself, so its title is announced first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

const sizeClasses: Record<ModalSize, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/*
 * Open dialogs, innermost last. Keyboard handling listens on the document, so a dialog
 * opened from inside another must be the only one that reacts to Escape and Tab.
 */
const openDialogs: symbol[] = [];

/**
 * An accessible modal dialog: labelled by its title, closed by the Close button, Escape
 * or a click on the backdrop; it keeps focus inside while open, returns it afterwards,
 * and stops the page behind from scrolling.
 */
export function Modal({ open, ...dialogProps }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...dialogProps} />, document.body);
}

function ModalDialog({ onClose, title, children, size = 'md', initialFocusRef }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedInPanel = useRef(false);

  const onDocumentKeyDown = useEffectEvent((event: KeyboardEvent, token: symbol) => {
    if (openDialogs.at(-1) !== token) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') keepFocusInside(event, panelRef.current);
  });

  const focusOnOpen = useEffectEvent(() => {
    (initialFocusRef?.current ?? panelRef.current)?.focus();
  });

  useEffect(() => {
    const token = Symbol('dialog');
    openDialogs.push(token);
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreScroll = lockBodyScroll();
    const onKeyDown = (event: KeyboardEvent) => onDocumentKeyDown(event, token);
    document.addEventListener('keydown', onKeyDown);
    focusOnOpen();

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      restoreScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  // A press that starts on the panel and ends on the backdrop (selecting text, say) is not a backdrop click.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedInPanel.current = event.target instanceof Node && Boolean(panelRef.current?.contains(event.target));
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedInPanel = pressStartedInPanel.current;
    pressStartedInPanel.current = false;
    if (startedInPanel || !(event.target instanceof Node)) return;
    // React bubbles events out of portals, so a click inside a dialog opened from this one arrives here too.
    if (!event.currentTarget.contains(event.target) || panelRef.current?.contains(event.target)) return;
    onClose();
  };

  return (
    <div
      data-testid="modal-backdrop"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-black/75 backdrop-blur-sm motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0"
    >
      <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`relative w-full ${sizeClasses[size]} rounded-2xl border border-line bg-panel text-stone-100 shadow-2xl shadow-black/60 outline-none motion-safe:transition motion-safe:duration-200 starting:translate-y-4 starting:opacity-0`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <h2 id={titleId} className="pt-1.5 font-display text-xl font-medium tracking-wide text-balance sm:text-2xl">
              {title}
            </h2>
            <CloseButton onClose={onClose} />
          </div>
          <div className="px-5 py-5 sm:px-6 sm:py-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      aria-label="Close"
      onClick={onClose}
      className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-300 transition-colors hover:bg-stone-800 hover:text-stone-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

/** Wraps Tab and Shift+Tab around the dialog's focusable elements. */
function keepFocusInside(event: KeyboardEvent, panel: HTMLElement | null) {
  if (!panel) return;
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active);
  if (event.shiftKey && (outside || active === first || active === panel)) {
    event.preventDefault();
    last.focus();
    return;
  }
  if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Stops the page behind from scrolling, keeping its width steady where the scrollbar disappears; returns the undo. */
function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previousOverflow = body.style.overflow;
  const previousPaddingRight = body.style.paddingRight;
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  if (scrollbarWidth > 0) {
    const currentPadding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${currentPadding + scrollbarWidth}px`;
  }
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = previousOverflow;
    body.style.paddingRight = previousPaddingRight;
  };
}
