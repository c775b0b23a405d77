import { usePaintingQueue } from '../api/get-painting-queue.ts';
import { paintingQueueSummary } from '../queue-display.ts';

/** One line over the queue: jobs waiting for the workers and the oldest wait; nothing while it loads or when it fails. */
export function PaintingQueueLine() {
  const { data } = usePaintingQueue();
  if (!data) return null;
  return (
    <p data-testid="painting-queue" className={data.busy ? 'text-amber-300' : 'text-stone-300'}>
      {paintingQueueSummary(data)}
    </p>
  );
}
