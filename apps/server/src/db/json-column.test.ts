import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseJsonColumn, safeParseJsonColumn } from './json-column.ts';

const trackingNumbers = z.array(z.string());

describe('reading a JSON column', () => {
  it('gives the value its schema accepts', () => {
    expect(parseJsonColumn(trackingNumbers, '["TRACK-ONE","TRACK-TWO"]', 'order.trackingNumbers')).toEqual(['TRACK-ONE', 'TRACK-TWO']);
  });

  it('refuses text that is not JSON, naming the column', () => {
    expect(() => parseJsonColumn(trackingNumbers, '["TRACK-ONE"', 'order.trackingNumbers')).toThrow(
      'order.trackingNumbers holds text that is not JSON',
    );
  });

  it('refuses JSON of another shape, naming the column', () => {
    expect(() => parseJsonColumn(trackingNumbers, '[42]', 'order.trackingNumbers')).toThrow(
      'order.trackingNumbers holds JSON its schema refuses',
    );
    expect(() => parseJsonColumn(trackingNumbers, 'null', 'order.trackingNumbers')).toThrow('order.trackingNumbers');
  });
});

describe('reading a JSON column that may be unreadable', () => {
  it('gives the value, or null for text that is not JSON or JSON of another shape', () => {
    expect(safeParseJsonColumn(trackingNumbers, '["TRACK-ONE"]')).toEqual(['TRACK-ONE']);
    expect(safeParseJsonColumn(trackingNumbers, '["TRACK-ONE"')).toBeNull();
    expect(safeParseJsonColumn(trackingNumbers, '{"number":"TRACK-ONE"}')).toBeNull();
  });
});
