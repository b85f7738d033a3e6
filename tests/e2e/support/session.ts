import pg from "pg";
import { generateAccessToken, hashAccessToken } from "../../../core/auth/access-token";
import { e2eDatabaseUrl } from "./server";

/** A user with a live session, written directly into the shop's database as sign-in does. */
export async function signedInToken(name: string): Promise<string> {
  const token = generateAccessToken();
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>("INSERT INTO users (display_name) VALUES ($1) RETURNING id", [
      name,
    ]);
    await client.query(
      "INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')",
      [user.rows[0]!.id, hashAccessToken(token)],
    );
  } finally {
    await client.end();
  }
  return token;
}
