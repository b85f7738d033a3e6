import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from "./chunk-recovery";

/**
 * The page's own code failing as the page loads: a module of the page (`/assets/*.js`, its module
 * script or a module preload) that does not arrive. During a rolling deploy a page rendered by a
 * server of one build asks for modules that only the other build's servers have; a phone's network
 * may drop one too. React Router's inline module script then never runs, the page never hydrates,
 * and every button (Buy, Pay, refund) silently does nothing. None of the app's code has run yet, so
 * this inline script, run from the head before any module is asked for, reloads the page: its next
 * load comes with the modules of one build. At most once per CHUNK_RELOAD_GUARD_MS, under the same
 * key as the recovery of client-side navigations (chunk-recovery.ts), so a module that fails for good
 * never makes the page reload forever. It stops listening once the page has loaded: later failures
 * are the app's to handle (page-recovery.ts).
 */
export const FIRST_LOAD_RECOVERY_SCRIPT = `(function(){
function f(e){var t=e.target,u=t&&(t.src||t.href);
if(typeof u!=="string"||!/\\/assets\\/[^/?#]+\\.js(?:$|[?#])/.test(u))return;
removeEventListener("error",f,true);
try{var s=sessionStorage,l=Number(s.getItem(${JSON.stringify(CHUNK_RELOAD_KEY)})),n=Date.now();
if(isFinite(l)&&l>0&&n>=l&&n-l<${CHUNK_RELOAD_GUARD_MS})return;
s.setItem(${JSON.stringify(CHUNK_RELOAD_KEY)},String(n))}catch(x){return}
location.reload()}
addEventListener("error",f,true);
addEventListener("load",function(){removeEventListener("error",f,true)})})()`;
