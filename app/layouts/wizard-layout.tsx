import { Outlet } from "react-router";
import { SiteFrame } from "../components/site-frame";

/** The wizard layout of /{game}/form: a compact header and one focused column, no footer links. */
export default function WizardLayout() {
  return (
    <SiteFrame layout="wizard-layout" mainClassName="page page--narrow" compactHeader footer={false}>
      <Outlet />
    </SiteFrame>
  );
}
