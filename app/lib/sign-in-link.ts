/** The query parameter of sign-in links ("a token query parameter sets the token"). */
export const TOKEN_PARAM = "token";

/** The page that names a sign-in link's account and asks before signing in (decision 031). */
export const SIGN_IN_LINK_PATH = "/sign-in-link";
