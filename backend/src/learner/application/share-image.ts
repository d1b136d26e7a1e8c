import fs from 'node:fs';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { repoRoot } from '../../platform/http/static-frontend';

/** The font ships with the repository (backend/assets/fonts): no system fonts, no network. */
const FONT = path.join(repoRoot(), 'backend', 'assets', 'fonts', 'DejaVuSans-Bold.ttf');

// resvg's WebAssembly module is initialised once per process (a second initWasm throws).
let ready: Promise<Uint8Array> | undefined;
function load(): Promise<Uint8Array> {
  ready ??= (async () => {
    await initWasm(fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return new Uint8Array(fs.readFileSync(FONT));
  })();
  return ready;
}

/** SVG → PNG on the server (resvg in WebAssembly: no install script, no native binary, offline). */
@Injectable()
export class ShareImageRenderer {
  async png(svg: string): Promise<Buffer> {
    const font = await load();
    const resvg = new Resvg(svg, { font: { fontBuffers: [font], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } });
    const rendered = resvg.render();
    try {
      return Buffer.from(rendered.asPng());
    } finally {
      rendered.free();
      resvg.free();
    }
  }
}
