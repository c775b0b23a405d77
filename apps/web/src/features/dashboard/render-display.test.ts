import { describe, expect, it } from 'vitest';
import { resultToShow, stageSteps } from './render-display.ts';

const links = (name: string) => ({ preview: `/${name}-preview`, width: 100, height: 100 });

describe('resultToShow', () => {
  it('prefers the square result', () => {
    expect(resultToShow({ results: { '3x2': links('3x2'), '1x1': links('1x1') } })?.preview).toBe('/1x1-preview');
  });

  it('falls back in the order 4x5, 2x3, 3x2, 5x4', () => {
    expect(resultToShow({ results: { '5x4': links('5x4'), '2x3': links('2x3') } })?.preview).toBe('/2x3-preview');
    expect(resultToShow({ results: { '5x4': links('5x4') } })?.preview).toBe('/5x4-preview');
  });

  it('is null before staff upload a result', () => {
    expect(resultToShow({ results: {} })).toBeNull();
  });
});

describe('stageSteps', () => {
  it('marks the steps before the current one done and the rest upcoming', () => {
    expect(stageSteps('draft-ready').map((step) => [step.label, step.state])).toEqual([
      ['Photo received', 'done'],
      ['First sketch painted', 'current'],
      ['Artist finishing', 'upcoming'],
      ['Ready', 'upcoming'],
    ]);
  });

  it('starts at the photo received', () => {
    expect(stageSteps('received').map((step) => step.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('has every step done once complete', () => {
    expect(stageSteps('complete').every((step) => step.state === 'done')).toBe(true);
  });
});
