import { Suspense, type ComponentProps } from "react";
import { lazyComponent } from "../lib/lazy-component";
import { LazyPlaceholder } from "./lazy-placeholder";
import type { ReviewsBlock as Block } from "./reviews-block";

/**
 * The reviews sit below the purchase: the server sends them in the page, and their code arrives
 * while the page hydrates, outside its first download (bench/history.md, "The game page's weight").
 */
const ReviewsBlock = lazyComponent(() => import("./reviews-block").then((module) => module.ReviewsBlock));

export function LazyReviewsBlock(props: ComponentProps<typeof Block>) {
  return (
    <Suspense fallback={<LazyPlaceholder />}>
      <ReviewsBlock {...props} />
    </Suspense>
  );
}
