import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusPill } from './status-pill.tsx';

describe('a status pill', () => {
  it('is green while the thing works and grey once it does not', () => {
    render(
      <>
        <StatusPill active>Active</StatusPill>
        <StatusPill active={false}>Expired</StatusPill>
      </>,
    );
    expect(screen.getByText('Active').className).toContain('emerald');
    expect(screen.getByText('Expired').className).toContain('stone-700');
  });
});
