/** The parts of Midtrans's official Node client (it ships no types) that the conformance test calls. */
declare module "midtrans-client" {
  type Body = Record<string, unknown>;

  interface Options {
    isProduction: boolean;
    serverKey: string;
    clientKey: string;
  }

  /** Where requests go: the client reads its base URLs through these two methods. */
  interface ApiConfig {
    getCoreApiBaseUrl(): string;
    getSnapApiBaseUrl(): string;
  }

  interface Transaction {
    status(id: string): Promise<Body>;
    cancel(id: string): Promise<Body>;
    refund(id: string, parameter?: Body): Promise<Body>;
    /** Reads transaction_id from the notification and asks the status API about it. */
    notification(notification: Body | string): Promise<Body>;
  }

  export class CoreApi {
    constructor(options: Options);
    apiConfig: ApiConfig;
    transaction: Transaction;
    charge(parameter: Body): Promise<Body>;
    cardToken(parameter: Body): Promise<Body>;
  }

  export class Snap {
    constructor(options: Options);
    apiConfig: ApiConfig;
    transaction: Transaction;
    createTransaction(parameter: Body): Promise<Body>;
  }

  export class MidtransError extends Error {
    httpStatusCode: number | string | null;
    ApiResponse: unknown;
  }

  const midtransClient: { CoreApi: typeof CoreApi; Snap: typeof Snap; MidtransError: typeof MidtransError };
  export default midtransClient;
}
