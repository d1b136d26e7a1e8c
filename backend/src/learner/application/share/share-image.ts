import { createHash } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { repoRoot } from '../../../platform/http/static-frontend';

/** The font ships with the repository (backend/assets/fonts): no system fonts, no network. */
const FONT = path.join(repoRoot(), 'backend', 'assets', 'fonts', 'DejaVuSans-Bold.ttf');

/**
 * The thread's code, evaluated (no file of its own, so it runs alike from the sources and from dist/):
 * resvg in WebAssembly (no install script, no native binary, offline), initialised once per thread.
 */
const RENDERER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
// Lowest CPU priority for this thread alone (Linux: a thread's nice value is its own): on a busy machine
// the API's event loop and the other processes go first, and a card simply takes longer.
try {
  require('node:os').setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // not Linux: normal priority
}
const { initWasm, Resvg } = require(workerData.resvg);
const ready = initWasm(fs.readFileSync(workerData.wasm)).then(() => new Uint8Array(fs.readFileSync(workerData.font)));
parentPort.on('message', async ({ id, svg }) => {
  try {
    const font = await ready;
    const resvg = new Resvg(svg, { font: { fontBuffers: [font], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } });
    const rendered = resvg.render();
    try {
      const png = rendered.asPng();
      parentPort.postMessage({ id, png }, [png.buffer]);
    } finally {
      rendered.free();
      resvg.free();
    }
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

/** A drawn card kept for its learner's next requests (the ETag is the hash of what it draws). */
interface Drawn {
  etag: string;
  png: Buffer;
}

/** Cards kept in this process; a learner asking again (or a page's re-render) costs no drawing. */
const CACHE_ENTRIES = 500;

/** The ETag of a card: the hash of its SVG, so equal facts give equal tags in every API process. */
export const shareImageEtag = (svg: string) => `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;

/**
 * SVG → PNG off the API's event loop: one worker thread, at the lowest CPU priority, draws the cards in
 * turn (120–300 ms each), so requests of other learners are never queued behind a drawing. Cards are cached per key (the learner
 * and day) with their ETag, and concurrent requests for one card share one drawing.
 */
@Injectable()
export class ShareImageRenderer implements OnModuleDestroy {
  private worker: Worker | undefined;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (png: Buffer) => void; reject: (err: Error) => void }>();
  private readonly cache = new Map<string, Drawn>();
  private readonly drawing = new Map<string, Promise<Drawn>>();

  /** The card for `key`, from the cache when its SVG is unchanged, else drawn once (however many ask at once). */
  async card(key: string, svg: string): Promise<Drawn> {
    const etag = shareImageEtag(svg);
    const kept = this.cache.get(key);
    if (kept?.etag === etag) {
      this.cache.delete(key);
      this.cache.set(key, kept); // most recently used last
      return kept;
    }
    const inFlight = this.drawing.get(`${key}:${etag}`);
    if (inFlight) return inFlight;
    const drawn = this.png(svg).then((png) => ({ etag, png }));
    this.drawing.set(`${key}:${etag}`, drawn);
    try {
      const card = await drawn;
      this.cache.set(key, card);
      if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
      return card;
    } finally {
      this.drawing.delete(`${key}:${etag}`);
    }
  }

  /** Draws `svg` on the renderer thread. */
  png(svg: string): Promise<Buffer> {
    const worker = this.thread();
    const id = ++this.next;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, svg });
    });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(RENDERER, {
      eval: true,
      workerData: { resvg: require.resolve('@resvg/resvg-wasm'), wasm: require.resolve('@resvg/resvg-wasm/index_bg.wasm'), font: FONT },
    });
    worker.unref();
    worker.on('message', (m: { id: number; png?: Uint8Array; error?: string }) => {
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (!waiting) return;
      if (m.png) waiting.resolve(Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength));
      else waiting.reject(new Error(`share image not drawn: ${m.error}`));
    });
    // A thread that dies fails what it was drawing; the next request starts a new one.
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [, waiting] of this.pending) waiting.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`share image renderer stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
