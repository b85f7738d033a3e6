import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../core/services";
import { PaymentProviderError } from "../../core/payments/payments-port";
import { notificationBody } from "../payments/yookassa-protocol";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

/** What YooKassa's notification endpoint uses of the services. */
export type YooKassaRouteServices = Pick<AppServices, "payments" | "paymentFlow">;

/**
 * YooKassa's notifications (decision 025) at POST /payments/yookassa/notification. They carry no
 * signature, so nothing in them is believed: the adapter reads the payment back from YooKassa's API
 * by the id it names, and only that answer is applied, and only to an attempt YooKassa started.
 * 200 tells YooKassa to stop sending; anything else makes it send again later (for 24 hours).
 */
export async function yookassaRoutes(app: FastifyInstance, options: { services: YooKassaRouteServices }) {
  const { payments, paymentFlow } = options.services;
  const api = typed(app);

  api.route({
    ...contract("yookassaNotification", { invalid: "checkout.notificationRefused" }),
    handler: async (request, reply) => {
      const yookassa = payments.forProtocol("yookassa");
      const notification = notificationBody.safeParse(request.body);
      if (!yookassa?.parseNotification || !notification.success) {
        request.log.warn("YooKassa notification refused: not configured or malformed");
        return sendApiError(request, reply, "checkout.notificationRefused");
      }
      // Refunds are asked of YooKassa by the refund job under our own key; its word there settles them.
      if (notification.data.event.startsWith("refund.")) return { ok: true as const };
      let update;
      try {
        update = await yookassa.parseNotification(notification.data);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // YooKassa could not be asked: not 200 (and not a 5xx, which the shop never answers), so it sends again later.
        request.log.warn({ err: error }, "YooKassa notification not read back: provider unreachable");
        return sendApiError(request, reply, "checkout.notificationRefused");
      }
      const found = update && (await paymentFlow.attemptForProvider(update.paymentId));
      const ours =
        update &&
        found &&
        found.attempt.provider === yookassa.provider &&
        (!found.attempt.providerTransactionId || found.attempt.providerTransactionId === update.providerTransactionId);
      if (!update || !ours) {
        request.log.warn(
          { yookassaPaymentId: notification.data.object.id },
          "YooKassa notification refused: unknown payment or not ours",
        );
        return sendApiError(request, reply, "checkout.notificationRefused");
      }
      const outcome = await paymentFlow.applyUpdate(update, "notification", yookassa.provider);
      request.log.info(
        { paymentId: update.paymentId, status: update.providerStatus, ...outcome },
        "YooKassa notification",
      );
      return { ok: true as const };
    },
  });
}
