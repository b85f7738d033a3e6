import { Socket } from "node:net";
import pg from "pg";

/**
 * Single statements that are each their own transaction (the order insert of decision 027), written
 * to PostgreSQL in batches: those arriving in one turn of the event loop go out in one socket write
 * on a pipelined connection (node-postgres `pipeline: true`: each statement keeps its own Sync, so
 * each is its own implicit transaction, committed and flushed before its answer, and an error in one
 * touches none of the others). On this machine a write to the database's socket, which wakes one of
 * its processes, was the largest single cost of an order in the shop's process (decisions 027 and
 * 041); batched, one write and one wake-up serve several orders.
 *
 * A few connections (lanes), a batch going to the lane with the fewest statements in flight: a
 * lane's statements run one after another in its server process, so one lane would queue every
 * order behind every other one's commit. A lane whose connection fails is opened again on next use;
 * the statements in flight on it fail as a pool's would.
 */
export interface StatementPipeline {
  query<R extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>>;
  close(): Promise<void>;
}

/** At most this many statements in one write to one lane. */
const MAX_BATCH = 8;

interface Lane {
  /** The connection, with the socket it writes to (handed to node-postgres by its `stream` option). */
  client: Promise<{ client: pg.Client; socket: Socket }> | undefined;
  inFlight: number;
}

interface Waiting {
  config: pg.QueryConfig;
  resolve: (result: pg.QueryResult) => void;
  reject: (error: unknown) => void;
}

export function createStatementPipeline(
  clientConfig: pg.ClientConfig,
  options: { lanes?: number } = {},
): StatementPipeline {
  const lanes: Lane[] = Array.from({ length: options.lanes ?? 3 }, () => ({ client: undefined, inFlight: 0 }));
  let waiting: Waiting[] = [];
  let scheduled = false;
  let closed = false;

  function open(lane: Lane): Promise<{ client: pg.Client; socket: Socket }> {
    // The socket is the lane's own, so a batch is corked on it through Node's public API. (Without
    // TLS: the local database's socket; over TLS node-postgres writes to a TLS stream on top of it,
    // and the cork then batches nothing, which changes no statement's outcome.)
    const socket = new Socket();
    const client = new pg.Client({ ...clientConfig, pipeline: true, stream: () => socket } as pg.ClientConfig);
    const drop = () => {
      if (lane.client === connecting) lane.client = undefined;
    };
    // A lost connection must not crash the process: its statements fail, the lane opens anew.
    client.on("error", drop);
    client.on("end", drop);
    const connecting = client.connect().then(
      () => ({ client, socket }),
      (error: unknown) => {
        drop();
        throw error;
      },
    );
    lane.client = connecting;
    return connecting;
  }

  async function send(lane: Lane, batch: Waiting[]): Promise<void> {
    lane.inFlight += batch.length;
    let client: pg.Client;
    let socket: Socket;
    try {
      if (closed) throw new Error("the statement pipeline is closed");
      ({ client, socket } = await (lane.client ?? open(lane)));
    } catch (error) {
      lane.inFlight -= batch.length;
      for (const statement of batch) statement.reject(error);
      return;
    }
    socket.cork();
    try {
      for (const statement of batch)
        client.query(statement.config).then(
          (result) => {
            lane.inFlight--;
            statement.resolve(result);
          },
          (error: unknown) => {
            lane.inFlight--;
            statement.reject(error);
          },
        );
    } finally {
      socket.uncork();
    }
  }

  function flush(): void {
    scheduled = false;
    const all = waiting;
    waiting = [];
    // A large burst is spread over the lanes (one write each) rather than queued in one process.
    for (let start = 0; start < all.length; start += MAX_BATCH) {
      let lane = lanes[0]!;
      for (const other of lanes) if (other.inFlight < lane.inFlight) lane = other;
      void send(lane, all.slice(start, start + MAX_BATCH));
    }
  }

  return {
    query<R extends pg.QueryResultRow>(config: pg.QueryConfig) {
      if (closed) return Promise.reject(new Error("the statement pipeline is closed"));
      return new Promise<pg.QueryResult<R>>((resolve, reject) => {
        waiting.push({ config, resolve: resolve as (result: pg.QueryResult) => void, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    async close() {
      closed = true;
      await Promise.all(
        lanes.map(async (lane) => {
          const open = await lane.client?.catch(() => undefined);
          lane.client = undefined;
          await open?.client.end().catch(() => undefined);
        }),
      );
    },
  };
}
