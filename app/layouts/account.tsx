import { Outlet } from "react-router";
import { SiteFrame } from "../components/site-frame";

/** The account layout: the signed-in area, with the page in a narrower column. */
export default function AccountLayout() {
  return (
    <SiteFrame layout="account" mainClassName="page page--narrow">
      <Outlet />
    </SiteFrame>
  );
}
