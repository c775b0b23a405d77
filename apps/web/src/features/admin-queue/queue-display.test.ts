import { describe, expect, it } from 'vitest';
import { findingsLabel, paintingQueueSummary, presentResults, staffNotesLabel } from './queue-display.ts';

describe('presentResults', () => {
  it('lists the ratios present, in catalogue order', () => {
    const links = { preview: '/p', width: 1, height: 1 };
    expect(presentResults({ results: { '5x4': links, '1x1': links, '2x3': links } }).map((result) => result.ratio)).toEqual([
      '1x1',
      '2x3',
      '5x4',
    ]);
  });
});

describe('findingsLabel', () => {
  const blurred = { code: 'blurred', severity: 'warn', title: 'This photo looks blurred.', advice: 'Hold it steady.' } as const;

  it('counts the findings, singular or plural', () => {
    expect(findingsLabel([blurred])).toBe('1 photo warning');
    expect(findingsLabel([blurred, { ...blurred, code: 'too-dark' }])).toBe('2 photo warnings');
  });

  it('is null for a clean photo', () => {
    expect(findingsLabel([])).toBeNull();
  });

  it('counts staff notes apart: the customer was not warned of them', () => {
    const tight = { code: 'tight-frame', severity: 'note', title: 'The bike touches the edge.', advice: 'Check the crops.' } as const;
    expect(findingsLabel([tight])).toBeNull();
    expect(findingsLabel([blurred, tight])).toBe('1 photo warning');
    expect(staffNotesLabel([blurred, tight])).toBe('1 staff note');
    expect(staffNotesLabel([tight, { ...tight, code: 'several-bikes' }])).toBe('2 staff notes');
    expect(staffNotesLabel([blurred])).toBeNull();
  });
});

describe('paintingQueueSummary', () => {
  const kind = (queue: string, waiting: number, active: number, oldestWaitSeconds: number) => ({
    queue,
    waiting,
    active,
    oldestWaitSeconds,
  });

  it('says when nothing waits, and what is painting', () => {
    expect(paintingQueueSummary({ queues: [kind('render-draft', 0, 0, 0)], backlogSeconds: 0, busy: false })).toBe(
      'Painting queue: nothing waiting.',
    );
    expect(paintingQueueSummary({ queues: [kind('render-draft', 0, 2, 0)], backlogSeconds: 0, busy: false })).toBe(
      'Painting queue: nothing waiting, 2 painting now.',
    );
  });

  it('counts the jobs of every kind, the work they make and the oldest wait; busy past a worker hour', () => {
    const queues = [kind('render-draft', 300, 1, 1500), kind('style-previews', 60, 0, 200)];
    expect(paintingQueueSummary({ queues, backlogSeconds: 3720, busy: true })).toBe(
      'Painting queue: 360 jobs waiting (about 62 min of work for one worker), the oldest for 25 min, 1 painting now. ' +
        'Busy: new style previews are turned away until it shrinks.',
    );
    expect(paintingQueueSummary({ queues: [kind('render-derive', 1, 0, 10)], backlogSeconds: 10, busy: false })).toBe(
      'Painting queue: 1 job waiting (about 1 min of work for one worker), the oldest for 1 min.',
    );
  });
});
