/** Port: product analytics. Goals are facts about what buyers did, never personal data. */
export interface Analytics {
  /** A goal reached, e.g. "login" with the method used. */
  goal(name: "login", params: { method: string; locale?: string }): Promise<void>;
}
