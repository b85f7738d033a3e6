import { Outlet } from "react-router";
import { SiteFrame } from "../components/site-frame";

/** The storefront layout of game pages: the header, a wide page for the hero and products, the footer. */
export default function NewLayout() {
  return (
    <SiteFrame layout="new" mainClassName="page page--wide">
      <Outlet />
    </SiteFrame>
  );
}
