import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every hashed asset of the client build, compressed as hard
 * as the formats go: done once at build time, where a response compressed on the fly could afford only
 * a quick level (server/pages.ts serves these through @fastify/static's preCompressed). Brotli 11
 * makes the game page's scripts clearly smaller than an on-the-fly quality 4 (bench/history.md,
 * "profile, then cache").
 */
export async function precompressAssets(directory: string): Promise<number> {
  const files = (await readdir(directory, { recursive: true })).map(String).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(directory, file);
      const bytes = await readFile(full);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
      ]);
      await writeFile(`${full}.br`, br);
      await writeFile(`${full}.gz`, gz);
    }),
  );
  return files.length;
}
