import { Outlet } from "react-router";
import { SiteFrame } from "../components/site-frame";

/** The landing layout of campaign pages: compact header, a full-bleed page, the footer. */
export default function LandingLayout() {
  return (
    <SiteFrame layout="landing" mainClassName="landing" compactHeader>
      <Outlet />
    </SiteFrame>
  );
}
