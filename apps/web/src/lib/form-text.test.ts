// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formText } from './form-text.ts';

describe('formText', () => {
  it('reads what a field holds now, and nothing for a field the form lacks', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="email" value="">';
    form.querySelector('input')!.value = 'typed@example.com';
    expect(formText(form, 'email')).toBe('typed@example.com');
    expect(formText(form, 'name')).toBe('');
  });
});
