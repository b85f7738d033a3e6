import { data } from "react-router";

/** Any path no other route claims: a 404, rendered by the error page in the visitor's language. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
