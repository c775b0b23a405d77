// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks.ts';

function page(): { button: (name: string) => HTMLButtonElement } {
  document.body.innerHTML =
    '<div id="root"><form><button type="button">Forgot password?</button><button type="submit">Login</button></form></div><button>Outside</button>';
  return {
    button: (name) => [...document.querySelectorAll('button')].find((button) => button.textContent === name)!,
  };
}

/** What the app would do on each click, once hydrated. */
function recordClicks(): string[] {
  const clicks: string[] = [];
  document.addEventListener('click', (event) => {
    if (!event.defaultPrevented) clicks.push((event.target as Element).textContent ?? '');
  });
  return clicks;
}

async function hydrate(): Promise<void> {
  document.documentElement.dataset.hydrated = 'true';
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('holdEarlyClicks', () => {
  it('holds clicks on the page’s buttons until hydration, then replays them in order, a repeated click once', async () => {
    const { button } = page();
    holdEarlyClicks();
    const clicks = recordClicks();
    button('Forgot password?').click();
    button('Forgot password?').click();
    button('Login').click();
    expect(clicks).toEqual([]);

    await hydrate();
    expect(clicks).toEqual(['Forgot password?', 'Login']);
  });

  it('keeps a held submit button from submitting the form the browser’s way', async () => {
    const { button } = page();
    holdEarlyClicks();
    let submitted = false;
    button('Login').form!.addEventListener('submit', (event) => {
      submitted = true;
      event.preventDefault();
    });
    button('Login').click();
    expect(submitted).toBe(false);
    await hydrate();
    expect(submitted).toBe(true);
  });

  it('leaves buttons outside the page alone, skips buttons gone by then, and holds nothing after hydration', async () => {
    const { button } = page();
    holdEarlyClicks();
    const clicks = recordClicks();
    button('Outside').click();
    const gone = button('Forgot password?');
    gone.click();
    gone.remove();
    await hydrate();
    button('Login').click();
    expect(clicks).toEqual(['Outside', 'Login']);
  });
});
