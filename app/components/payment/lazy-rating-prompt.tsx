import { Suspense, type ComponentProps } from "react";
import { lazyComponent } from "../../lib/lazy-component";
import { LazyPlaceholder } from "../lazy-placeholder";
import type { RatingPrompt as Prompt } from "./rating-prompt";

/** Only completed orders show the rating prompt, once: its code loads when it is needed. */
const RatingPrompt = lazyComponent(() => import("./rating-prompt").then((module) => module.RatingPrompt));

export function LazyRatingPrompt(props: ComponentProps<typeof Prompt>) {
  return (
    <Suspense fallback={<LazyPlaceholder />}>
      <RatingPrompt {...props} />
    </Suspense>
  );
}
