import { createContext, useContext, type ReactNode } from "react";
import { artSources, type ArtImage } from "../../core/art/art";

/** The size a method's mark is drawn at in the payment lists (core/art/art.ts keeps it at 1x and 2x). */
const MARK_SIZE = 24;

const MethodMarksContext = createContext<Readonly<Record<string, ArtImage>>>({});

/** The marks uploaded for the page's payment methods (by method id), for every list below it. */
export function MethodMarks({ marks, children }: { marks: Readonly<Record<string, ArtImage>>; children: ReactNode }) {
  return <MethodMarksContext.Provider value={marks}>{children}</MethodMarksContext.Provider>;
}

/**
 * A method's mark beside its name, or nothing where none is uploaded (the list as it always was). Its
 * alt is empty: the name stands next to it, and a screen reader would say it twice.
 */
export function MethodMark({ id }: { id: string }) {
  const art = useContext(MethodMarksContext)[id];
  if (!art) return null;
  const { src, srcSet } = artSources(art, MARK_SIZE);
  return (
    <img
      className="method-mark"
      src={src}
      srcSet={srcSet}
      width={MARK_SIZE}
      height={MARK_SIZE}
      alt=""
      loading="lazy"
      decoding="async"
      data-testid={`method-mark-${id}`}
    />
  );
}
