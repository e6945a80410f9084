import { render } from '@testing-library/react';
import { useId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';

// Mantine's id hook as the app installs it: patches/@mantine+hooks+*.patch, applied by
// patch-package on every install. Mantine's own renders with React's id, then sets a random one
// in a layout effect: every component holding an id (the app shell, alerts, inputs) renders
// twice, and that state change makes React render again at once, in the task that first shows
// the screen. React's id is already unique and stays, so the patched hook keeps it. These fail
// if an update of @mantine/hooks leaves the patch unapplied.

/** Renders two components holding an id; what each showed, render by render. */
function renderIds(staticId?: string) {
  const seen: Record<string, string[]> = { first: [], second: [] };
  function Holder({ name }: { name: string }) {
    const id = useId(staticId);
    seen[name]!.push(id);
    return <span id={id}>{name}</span>;
  }
  render(
    <>
      <Holder name="first" />
      <Holder name="second" />
    </>,
  );
  return seen;
}

describe("Mantine's id hook", () => {
  it('renders each component once, with an id that stays', () => {
    const seen = renderIds();
    expect(seen.first).toHaveLength(1);
    expect(seen.second).toHaveLength(1);
    expect(seen.first![0]).not.toBe(seen.second![0]);
  });

  it('gives ids a selector can name as they are', () => {
    const { first } = renderIds();
    expect(first![0]).toMatch(/^mantine-[\w-]+$/);
    expect(document.querySelector(`#${first![0]}`)?.textContent).toBe('first');
  });

  it('keeps an id the component was given', () => {
    expect(renderIds('survey-help').first).toEqual(['survey-help']);
  });
});
