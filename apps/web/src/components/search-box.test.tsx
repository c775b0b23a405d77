import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box.tsx';

describe('a search box', () => {
  it('searches once typing pauses, trimmed, and at once on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox label="Gift cards" placeholder="Code ending" value="" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.getByRole('search', { name: 'Gift cards' })).toBeTruthy();

    await user.type(field, ' gil ');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('gil'));
    expect(onSearch).toHaveBeenCalledTimes(1);

    onSearch.mockClear();
    await user.clear(field);
    await user.type(field, 'AB23{Enter}');
    expect(onSearch).toHaveBeenCalledWith('AB23');
  });

  it('shows the search the address holds when it changes underneath', () => {
    const { rerender } = render(<SearchBox label="Orders" placeholder="" value="first" onSearch={() => {}} />);
    rerender(<SearchBox label="Orders" placeholder="" value="second" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'second');
  });
});
