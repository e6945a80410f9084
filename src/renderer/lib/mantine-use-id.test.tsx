import { render } from '@testing-library/react';
import { useId as mantineOwnUseId } from '@mantine/hooks';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

type IdHook = (staticId?: string) => string;

/** Renders two components holding an id; what each showed, render by render. */
function renderIds(hook: IdHook, staticId?: string) {
  const seen: Record<string, string[]> = { first: [], second: [] };
  function Holder({ name }: { name: string }) {
    const id = hook(staticId);
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

describe('the id hook the builds give Mantine', () => {
  it('renders each component once, with an id that stays', () => {
    const seen = renderIds(useId);
    expect(seen.first).toHaveLength(1);
    expect(seen.second).toHaveLength(1);
    expect(seen.first![0]).not.toBe(seen.second![0]);
  });

  it('gives ids a selector can name as they are', () => {
    const { first } = renderIds(useId);
    expect(first![0]).toMatch(/^mantine-[\w-]+$/);
    expect(document.querySelector(`#${first![0]}`)?.textContent).toBe('first');
  });

  it('keeps an id the component was given', () => {
    expect(renderIds(useId, 'survey-help').first).toEqual(['survey-help']);
  });

  it("renders once where Mantine's own hook renders twice", () => {
    // The second render this hook saves: Mantine's replaces the id once mounted.
    expect(renderIds(mantineOwnUseId).first).toHaveLength(2);
  });
});
