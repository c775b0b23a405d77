import { buttonClasses } from '#web/components/button.tsx';

type ViewOrderButtonProps = { orderId: string; expanded: boolean; controls: string; onToggle: () => void; className?: string };

/** Opens and closes the order's detail; the name stays "View" so the state is read from aria-expanded. */
export function ViewOrderButton({ orderId, expanded, controls, onToggle, className = '' }: ViewOrderButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
      className={buttonClasses('secondary', `px-3 py-1.5 text-sm ${expanded ? 'border-accent text-accent' : ''} ${className}`)}
    >
      <svg
        viewBox="0 0 20 20"
        width="14"
        height="14"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        className={`transition-transform ${expanded ? 'rotate-180' : ''}`}
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
      View<span className="sr-only"> order {orderId}</span>
    </button>
  );
}
