import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";

/**
 * The page frame the layouts share: header, main content, footer. `layout` names the page's layout
 * (exposed as data-layout); `mainClassName` and the options give each layout its shape.
 */
export function SiteFrame(props: {
  layout: string;
  mainClassName: string;
  compactHeader?: boolean;
  footer?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-layout={props.layout} className={`frame frame--${props.layout}`}>
      <Header compact={props.compactHeader} />
      <main id="content" className={props.mainClassName}>
        {props.children}
      </main>
      {props.footer === false ? null : <Footer />}
    </div>
  );
}
