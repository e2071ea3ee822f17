// MathJax 4 for the `mathjax` notation: our own copy (apps/web/vite.config.ts puts it under /vendor/mathjax,
// never a CDN), loaded with a script element the first time a user who chose it sees TeX. CommonHTML
// output with the New Computer Modern web fonts; speech, Braille and the keyboard explorer on (MathJax's
// defaults), English speech (the rules MathJax ships have no Lithuanian).

/** Where vite.config.ts serves and copies MathJax and its font. */
export const MATHJAX_BASE = '/vendor/mathjax';
export const MATHJAX_SCRIPT = `${MATHJAX_BASE}/tex-chtml.js`;
/** Starts MathJax's speech worker from a file (written by vite.config.ts beside MathJax's own). */
export const SPEECH_WORKER_STARTER = 'speech-worker-start.js';

type TWorkerOptions = { path: string; maps: string; worker: string };
type TAdaptorClass = {
  prototype: {
    createWorker(listener: (event: MessageEvent) => void, options: TWorkerOptions): Promise<Worker>;
  };
};

/** The part of MathJax's global we use. */
export type TMathJax = {
  startup: { defaultReady(): void; promise: Promise<void> };
  typesetPromise(elements: HTMLElement[]): Promise<void>;
  typesetClear(elements: HTMLElement[]): void;
  _?: { adaptors?: { HTMLAdaptor?: { HTMLAdaptor?: TAdaptorClass } } };
};

declare global {
  interface Window {
    MathJax?: TMathJax | Record<string, unknown>;
  }
}

/**
 * MathJax starts its speech worker from a `blob:` URL (so that it can come from a CDN); our
 * Content-Security-Policy allows workers from our own files only, so the worker starts from a small file
 * of ours that does the same (the hook MathJax's own developers override for their lab).
 */
function startSpeechWorkerFromOurFile(mathJax: TMathJax) {
  const adaptor = mathJax._?.adaptors?.HTMLAdaptor?.HTMLAdaptor;
  if (!adaptor) return;
  adaptor.prototype.createWorker = async (listener, options) => {
    const worker = new Worker(`${options.path}/${SPEECH_WORKER_STARTER}`);
    worker.onmessage = listener;
    return worker;
  };
}

function mathJaxConfig(onReady: (mathJax: TMathJax) => void) {
  const base = new URL(MATHJAX_BASE, document.baseURI).href;
  return {
    loader: {
      // The font's files would otherwise come from jsDelivr.
      paths: { mathjax: base, fonts: `${base}/fonts` },
      // Tutor-written TeX: `\href`, `\style` and the like filtered (KaTeX runs with trust off too).
      load: ['ui/safe'],
    },
    tex: {
      // Only the delimiters MathText puts around each formula: nothing else on the page is typeset.
      inlineMath: [['\\(', '\\)']],
      displayMath: [['\\[', '\\]']],
    },
    startup: {
      typeset: false,
      ready() {
        const mathJax = window.MathJax as TMathJax;
        startSpeechWorkerFromOurFile(mathJax);
        mathJax.startup.defaultReady();
        void mathJax.startup.promise.then(() => onReady(mathJax));
      },
    },
  };
}

let mathJaxLoading: Promise<TMathJax> | null = null;

/** MathJax, loaded once; a failed load (offline, a new release) may be retried by the next formula. */
export function loadMathJax(): Promise<TMathJax> {
  mathJaxLoading ??= new Promise<TMathJax>((resolve, reject) => {
    window.MathJax = mathJaxConfig(resolve);
    const script = document.createElement('script');
    script.src = MATHJAX_SCRIPT;
    script.async = true;
    script.onerror = () => {
      script.remove();
      delete window.MathJax;
      mathJaxLoading = null;
      reject(new Error('MathJax could not be loaded'));
    };
    document.head.append(script);
  });
  return mathJaxLoading;
}

/**
 * Typesets one formula into `host` (whose content MathJax owns). TeX that MathJax cannot read is shown
 * as written (`raw`), as KaTeX's path does.
 */
export async function typesetTex(
  mathJax: TMathJax,
  host: HTMLElement,
  formula: { tex: string; display: boolean; raw: string },
  stillWanted: () => boolean,
): Promise<void> {
  // A decimal comma (`2,5`) is a digit group in TeX only as `2{,}5`; bare, it is spaced as punctuation.
  const tex = formula.tex.replace(/(\d),(?=\d)/g, '$1{,}');
  host.textContent = formula.display ? `\\[${tex}\\]` : `\\(${tex}\\)`;
  await mathJax.typesetPromise([host]);
  // Unbalanced braces leave the TeX untouched (no container); other errors come back as `mjx-merror`.
  if (stillWanted() && (!host.querySelector('mjx-container') || host.querySelector('mjx-merror'))) {
    mathJax.typesetClear([host]);
    host.textContent = formula.raw;
  }
}

/** Forgets the formula in `host` (MathJax keeps a list of what it typeset, for its menu and explorer). */
export function clearTex(mathJax: TMathJax, host: HTMLElement): void {
  mathJax.typesetClear([host]);
  host.textContent = '';
}
