/**
 * Every endpoint of /backend/api by name: its method and path. The schemas of each are in
 * contracts/api.ts; this half carries no zod, so the browser's client can import it at run time and
 * take only types from the other (pages stay light).
 */
export const API_PATHS = {
  health: { method: "GET", url: "/health" },
  ready: { method: "GET", url: "/ready" },
  listGames: { method: "GET", url: "/games" },
  getGame: { method: "GET", url: "/games/:slug" },
  lookupPlayer: { method: "POST", url: "/games/:slug/lookup" },
  me: { method: "POST", url: "/auth/me" },
  session: { method: "GET", url: "/auth/session" },
  logout: { method: "POST", url: "/auth/logout" },
  telegramCallback: { method: "GET", url: "/auth/oauth/callback/telegram" },
  facebookCallback: { method: "GET", url: "/auth/oauth/callback/facebook" },
  googleCallback: { method: "GET", url: "/auth/oauth/callback/google" },
  oauthRedirect: { method: "GET", url: "/auth/oauth/redirect/:provider" },
  whatsappCode: { method: "POST", url: "/auth/whatsapp/code" },
  whatsappVerify: { method: "POST", url: "/auth/whatsapp/verify" },
  calculateOrder: { method: "POST", url: "/orders/calculate" },
  createOrder: { method: "POST", url: "/orders" },
  listOrders: { method: "GET", url: "/orders" },
  getOrder: { method: "GET", url: "/orders/public/:id" },
  followOrder: { method: "GET", url: "/orders/public/:id/events" },
  readOrderNews: { method: "GET", url: "/orders/public/:id/news" },
  lookupOrder: { method: "POST", url: "/orders/public/lookup" },
  payOrder: { method: "POST", url: "/orders/public/:id/pay" },
  changeWriteOff: { method: "POST", url: "/orders/public/:id/write-off" },
  changePaymentMethod: { method: "POST", url: "/orders/public/:id/payment-method" },
  rateOrder: { method: "PUT", url: "/orders/public/feedback/:id" },
  rateOrderByBody: { method: "POST", url: "/orders/public/feedback" },
  listReviews: { method: "GET", url: "/orders/public/feedback" },
  refundOrder: { method: "POST", url: "/orders/public/:id/refund" },
  subscribePush: { method: "POST", url: "/orders/public/:id/push" },
  unsubscribePush: { method: "DELETE", url: "/orders/public/:id/push" },
  paymentNotification: { method: "POST", url: "/payments/notification" },
  yookassaNotification: { method: "POST", url: "/payments/yookassa/notification" },
  supplierCallback: { method: "POST", url: "/supplier/callback" },
  operatorSupplierSync: { method: "POST", url: "/operator/supplier/sync" },
  giveawayDraws: { method: "GET", url: "/giveaway/:campaign/draws" },
  completeSurvey: { method: "POST", url: "/survey" },
  redeemSurveyVoucher: { method: "POST", url: "/survey/voucher" },
  listSavedAccounts: { method: "GET", url: "/account/game-accounts" },
  forgetSavedAccount: { method: "DELETE", url: "/account/game-accounts/:id" },
  orderAgain: { method: "GET", url: "/orders/:id/again" },
} as const;

export type ApiName = keyof typeof API_PATHS;

/**
 * The refusal code meaning "sign in first": the browser ends its session on it (a wrong one-time code
 * is a 401 too, and must not).
 */
export const SIGN_IN_REQUIRED_CODE = "auth.required";
