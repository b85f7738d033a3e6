import { Outlet } from "react-router";
import { SiteFrame } from "../components/site-frame";

/** The default layout: header, page, footer. */
export default function DefaultLayout() {
  return (
    <SiteFrame layout="default" mainClassName="page">
      <Outlet />
    </SiteFrame>
  );
}
