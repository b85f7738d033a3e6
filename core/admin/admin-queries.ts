import { createAttentionQueue, type AttentionStore } from "./attention-queue";
import { createDashboard, type DashboardStore } from "./dashboard";
import { createOrderSearch, type OrderSearchStore } from "./order-search";
import { createOrderTimeline, type OrderTimelineStore } from "./order-timeline";

/**
 * The operator console's read side: what its order, queue and dashboard pages show. Reads
 * only; the role check and the audit log belong to the console's routes.
 */
export interface AdminQueries {
  searchOrders: ReturnType<typeof createOrderSearch>;
  orderTimeline: ReturnType<typeof createOrderTimeline>;
  attentionQueue: ReturnType<typeof createAttentionQueue>;
  dashboard: ReturnType<typeof createDashboard>;
}

export interface AdminQueryStores {
  search: OrderSearchStore;
  timeline: OrderTimelineStore;
  attention: AttentionStore;
  dashboard: DashboardStore;
}

export function createAdminQueries(stores: AdminQueryStores): AdminQueries {
  return {
    searchOrders: createOrderSearch(stores.search),
    orderTimeline: createOrderTimeline(stores.timeline),
    attentionQueue: createAttentionQueue(stores.attention),
    dashboard: createDashboard(stores.dashboard),
  };
}
