import { Outlet } from "react-router";
import { SiteFrame } from "../components/site-frame";

/** The thank-you layout: a compact header and the message centred on the page. */
export default function ThankLayout() {
  return (
    <SiteFrame layout="thank" mainClassName="page page--center" compactHeader>
      <Outlet />
    </SiteFrame>
  );
}
