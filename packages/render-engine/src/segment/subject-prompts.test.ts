import { describe, expect, it } from 'vitest';
import { pixelBox, subjectPrompts, withClicks } from './subject-prompts.ts';

const size = { width: 1000, height: 500 };

describe('pixelBox', () => {
  it('turns shares into pixels and grows the box on every side', () => {
    const box = pixelBox({ x: 0.2, y: 0.2, width: 0.5, height: 0.4 }, 1000, 500, 0.1);
    expect(box.x).toBeCloseTo(150);
    expect(box.y).toBeCloseTo(80);
    expect(box.width).toBeCloseTo(600);
    expect(box.height).toBeCloseTo(240);
  });

  it('keeps a grown box inside the image', () => {
    expect(pixelBox({ x: 0, y: 0.5, width: 1, height: 0.5 }, 1000, 500, 0.1)).toEqual({ x: 0, y: 225, width: 1000, height: 275 });
  });
});

describe('subjectPrompts', () => {
  const bike = { x: 0.3, y: 0.4, width: 0.4, height: 0.5 };

  it('prompts the bike and each rider by their own boxes', () => {
    const rider = { x: 0.4, y: 0.1, width: 0.2, height: 0.6 };
    const prompts = subjectPrompts({ bike, riders: [rider], others: [] }, size);
    expect(prompts.bike.box).toEqual(pixelBox(bike, 1000, 500, 0.03));
    expect(prompts.riders.map((prompt) => prompt.box)).toEqual([pixelBox(rider, 1000, 500, 0.03)]);
    expect(prompts.excluded).toEqual([]);
  });

  it('asks to keep out only the other bikes and people that overlap the subject', () => {
    const behind = { x: 0.6, y: 0.3, width: 0.3, height: 0.4 };
    const farAway = { x: 0, y: 0, width: 0.1, height: 0.1 };
    const prompts = subjectPrompts({ bike, riders: [], others: [behind, farAway] }, size);
    expect(prompts.excluded.map((prompt) => prompt.box)).toEqual([pixelBox(behind, 1000, 500)]);
  });
});

describe('withClicks', () => {
  it('adds the clicks to the prompt and may replace its box', () => {
    const prompt = { box: { x: 1, y: 2, width: 3, height: 4 } };
    const click = { x: 2, y: 3, include: false };
    expect(withClicks(prompt, [click])).toEqual({ box: prompt.box, points: [click] });
    expect(withClicks(prompt, [click], { x: 0, y: 0, width: 9, height: 9 }).box).toEqual({ x: 0, y: 0, width: 9, height: 9 });
  });
});
