/**
 * The seller's details every market must set before it takes real money (server/env.ts refuses a
 * live start without them): one company for every market, as the variables without a market's
 * suffix say, for the tests that start the shop live.
 */
export const LIVE_OPERATOR_ENV = {
  SHOP_LEGAL_NAME: "Kupi Live Test Ltd",
  SHOP_LEGAL_ADDRESS: "1 Test Road, Testville",
  SHOP_REGISTRATION_NUMBER: "TEST-0001",
} as const;
