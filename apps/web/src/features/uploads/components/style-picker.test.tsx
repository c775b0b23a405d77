import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREVIEW_MESSAGES, type PreviewSet } from '@store/shared/style-previews';
import type { Style } from '@store/shared/styles';
import { StylePicker } from './style-picker.tsx';

function Picker({ previewSet, notice = null }: { previewSet?: PreviewSet; notice?: string | null }) {
  const [style, setStyle] = useState<string>('');
  return (
    <>
      <StylePicker value={style} onChange={setStyle} disabled={false} previewSet={previewSet} notice={notice} />
      <output data-testid="chosen">{style}</output>
    </>
  );
}

const sketch = (style: Style, status: PreviewSet['previews'][number]['status']) => ({
  style,
  status,
  imageUrl: status === 'ready' ? `/api/uploads/previews/s1/${style}` : null,
});

describe('StylePicker', () => {
  it('is a radio group of the four styles by their sample pictures, chosen by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const group = screen.getByRole('group', { name: 'Style' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Retro', 'Cartoon', 'Anime (Most Popular)', 'Cyberpunk']);
    expect(screen.getByRole('img', { name: 'Cyberpunk sample render' })).toBeTruthy();

    await user.click(screen.getByText('Cartoon'));
    expect(screen.getByTestId('chosen').textContent).toBe('Cartoon');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('chosen').textContent).toBe('Anime');
    expect((screen.getByRole('radio', { name: 'Anime (Most Popular)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the customer’s own sketches as they are painted, each labelled as a first sketch', () => {
    const { rerender } = render(
      <Picker
        previewSet={{
          id: 's1',
          expiresAt: '',
          bike: null,
          previews: [sketch('Retro', 'ready'), sketch('Cartoon', 'painting'), sketch('Anime', 'queued'), sketch('Cyberpunk', 'queued')],
        }}
      />,
    );
    expect(screen.getByText(/Painting your bike in every style… 1 of 4 ready/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Retro first sketch of your bike' }).getAttribute('src')).toBe('/api/uploads/previews/s1/Retro');
    expect(screen.getAllByText(PREVIEW_MESSAGES.sketchLabel)).toHaveLength(1);

    rerender(
      <Picker
        previewSet={{
          id: 's1',
          expiresAt: '',
          bike: null,
          previews: [sketch('Retro', 'ready'), sketch('Cartoon', 'ready'), sketch('Anime', 'ready'), sketch('Cyberpunk', 'failed')],
        }}
      />,
    );
    expect(screen.getAllByText(PREVIEW_MESSAGES.sketchLabel)).toHaveLength(3);
    expect(screen.getByText(PREVIEW_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cyberpunk sample render' })).toBeTruthy();
    expect(screen.queryByText(/Painting your bike/)).toBeNull();
  });

  it('says why there are no sketches when there is a reason', () => {
    render(<Picker notice={PREVIEW_MESSAGES.limit} />);
    expect(screen.getByText(PREVIEW_MESSAGES.limit)).toBeTruthy();
  });
});
