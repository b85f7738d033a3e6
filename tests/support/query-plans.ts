import type { TestDatabase } from "./test-database";

/** A plan node of EXPLAIN (FORMAT JSON), as deep as the query goes. */
export interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Alias?: string;
  Plans?: PlanNode[];
}

export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * Runs `work` while recording the statements it sends through the pool (drizzle passes the
 * parameters beside the statement), then returns each one's plan, explained with its parameters.
 */
export async function plansOf(database: TestDatabase, work: () => Promise<unknown>): Promise<PlanNode[][]> {
  const sent: { text: string; values: unknown[] }[] = [];
  const query = database.pool.query.bind(database.pool);
  database.pool.query = ((config: { text: string; values?: unknown[] }, ...rest: unknown[]) => {
    const values = config.values ?? (Array.isArray(rest[0]) ? (rest[0] as unknown[]) : []);
    if (typeof config === "object" && config.text) sent.push({ text: config.text, values });
    return (query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof database.pool.query;
  try {
    await work();
  } finally {
    database.pool.query = query;
  }
  const plans: PlanNode[][] = [];
  for (const statement of sent) {
    const { rows } = await database.pool.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    plans.push(planNodes(rows[0]!["QUERY PLAN"][0].Plan));
  }
  return plans;
}
