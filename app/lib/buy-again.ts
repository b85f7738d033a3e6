/**
 * "Buy again" opens the game's page with this parameter: the order's id, never its game ID
 * (decision 065). The page fetches the owner's order's account by it.
 */
export const AGAIN_PARAM = "again";
