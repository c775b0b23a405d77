import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIKE_PICK_MESSAGES, DEFAULT_BIKE, type PickableBike } from '@store/shared/bike-pick';
import { BikePicker } from './bike-picker.tsx';

const bikes: PickableBike[] = [
  { index: 0, box: { x: 0.05, y: 0.3, width: 0.4, height: 0.5 } },
  { index: 2, box: { x: 0.55, y: 0.3, width: 0.4, height: 0.5 } },
];

function Picker({ disabled = false }: { disabled?: boolean }) {
  const [bike, setBike] = useState(DEFAULT_BIKE);
  return (
    <>
      <BikePicker photoUrl="/photo.jpg" bikes={bikes} value={bike} onChange={setBike} disabled={disabled} />
      <output data-testid="picked">{bike}</output>
    </>
  );
}

describe('BikePicker', () => {
  it('asks which bike is theirs and outlines each as a numbered button, the most prominent picked', () => {
    render(<Picker />);
    const group = screen.getByRole('group', { name: BIKE_PICK_MESSAGES.question });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-pressed')])).toEqual([
      ['Bike 1', 'true'],
      ['Bike 2', 'false'],
    ]);
    expect(buttons[1]!.style.left).toBe('55.00%');
    expect(buttons[1]!.style.width).toBe('40.00%');
    expect(screen.getByTestId('bike-picked').textContent).toBe(BIKE_PICK_MESSAGES.picked('Bike 1'));
  });

  it('picks a bike by tap and by keyboard, by its index among the bikes found', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Bike 2' }));
    expect(screen.getByTestId('picked').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Bike 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('bike-picked').textContent).toBe(BIKE_PICK_MESSAGES.picked('Bike 2'));

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bike 1' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('picked').textContent).toBe('0');
  });

  it('changes nothing while the form is sending', async () => {
    const user = userEvent.setup();
    render(<Picker disabled />);
    await user.click(screen.getByRole('button', { name: 'Bike 2' }));
    expect(screen.getByTestId('picked').textContent).toBe('0');
  });
});
