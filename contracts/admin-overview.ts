import { z } from "zod";
import type { AttentionItem } from "../core/admin/attention-queue";
import type { OrderSearchRow } from "../core/admin/order-search";
import { ORDER_STATUSES } from "../core/orders/order-states";
import { CURRENCIES } from "../core/money";
import { moneySchema } from "./shapes";

/**
 * What the console's dashboard and queue answer (core/admin/dashboard.ts and
 * attention-queue.ts, semantics in decision 016): money in minor units with its currency, success
 * rates in basis points (null without paid orders), moments as ISO strings.
 */
const count = z.number().int();
const instant = z.string();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const periodSchema = z.object({
  orders: count,
  paidOrders: count,
  paid: moneySchema,
  completed: count,
  successRateBps: count.nullable(),
  refunds: count,
  refunded: moneySchema,
  supplierFailures: count,
});

const deliveryTimesSchema = z.object({
  gameSlug: z.string(),
  deliveries: count,
  medianMinutes: z.number(),
  p95Minutes: z.number(),
});

export const dashboardSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.enum(CURRENCIES),
      timeZone: z.string(),
      today: periodSchema,
      last7Days: periodSchema,
      days: z.array(periodSchema.extend({ day })),
      deliveryTimes: z.object({ today: z.array(deliveryTimesSchema), last7Days: z.array(deliveryTimesSchema) }),
    }),
  ),
});

/** The order an item concerns, as the queue lists it (the order page has the rest). */
const queueOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  gameSlug: z.string(),
  productTitle: z.string(),
  accountLabel: z.string(),
  total: moneySchema,
  createdAt: instant,
  paidAt: instant.nullable(),
});

const item = { order: queueOrderSchema, since: instant };

export const queueItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("late"), ...item, promiseMinutes: count }),
  z.object({ kind: z.literal("deliveryFailed"), ...item, reason: z.string().nullable() }),
  z.object({
    kind: z.literal("surplus"),
    ...item,
    refundId: z.string(),
    amount: moneySchema,
    status: z.enum(["pending", "refused"]),
    lastError: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("refundRefused"),
    ...item,
    refundId: z.string(),
    amount: moneySchema,
    lastError: z.string().nullable(),
  }),
  z.object({ kind: z.literal("statusCheckDeadline"), ...item, deadline: instant }),
]);

/** The order an attention item concerns, as the contract shows it (moments as ISO strings). */
const queueOrderView = (order: OrderSearchRow) => ({
  id: order.id,
  number: order.number,
  status: order.status,
  gameSlug: order.gameSlug,
  productTitle: order.productTitle,
  accountLabel: order.accountLabel,
  total: order.total,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});

/** An attention item as the API answers it and the queue page shows it. */
export function queueItemView(item: AttentionItem): z.infer<typeof queueItemSchema> {
  const common = { order: queueOrderView(item.order), since: item.since.toISOString() };
  switch (item.kind) {
    case "statusCheckDeadline":
      return { ...item, ...common, deadline: item.deadline.toISOString() };
    default:
      return { ...item, ...common };
  }
}
