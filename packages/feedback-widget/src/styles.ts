const light = `--ll-bg:#fff;--ll-fg:#1f2933;--ll-muted:#52606d;--ll-border:#d9e2ec;--ll-surface:#f5f7fa;--ll-accent:#1d4ed8;--ll-accent-fg:#fff;--ll-open:#15803d;--ll-locked:#b91c1c;--ll-shadow:0 12px 32px rgb(15 23 42/.18);color-scheme:light`
const dark = `--ll-bg:#111827;--ll-fg:#f3f4f6;--ll-muted:#aab4c3;--ll-border:#374151;--ll-surface:#1f2937;--ll-accent:#60a5fa;--ll-accent-fg:#0b1220;--ll-open:#22c55e;--ll-locked:#f87171;--ll-shadow:0 12px 32px rgb(0 0 0/.5);color-scheme:dark`

/**
 * The widget's one style sheet. `all: initial !important` on :host wins over any page rule (important
 * declarations of the shadow tree beat the page's), so hostile page CSS cannot hide or recolour the widget;
 * the custom properties stay open to a site that wants to theme it.
 */
export function widgetCss(zIndex: number): string {
  return `:host{all:initial!important;display:block!important;${light};--ll-radius:10px;--ll-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
:host([data-theme=dark]){${dark}}
@media (prefers-color-scheme:dark){:host([data-theme=auto]){${dark}}}
*{box-sizing:border-box;margin:0;font:inherit;color:inherit}
.root{font:14px/1.45 var(--ll-font);color:var(--ll-fg);-webkit-font-smoothing:antialiased}
.layer{position:fixed;z-index:${zIndex}}
button,input,textarea{font:inherit;color:inherit;border-radius:var(--ll-radius)}
button{cursor:pointer;border:1px solid var(--ll-border);background:var(--ll-bg);padding:8px 12px;text-align:start;display:inline-flex;align-items:center;gap:8px}
button:not(.pin,.launcher,.primary):hover{background:var(--ll-surface)}
.pin:hover,.launcher:hover,.primary:hover{filter:brightness(1.1)}
button:disabled{opacity:.5;cursor:not-allowed}
:focus-visible{outline:3px solid var(--ll-accent);outline-offset:2px}
.launcher{inset-inline-end:20px;bottom:20px;width:56px;height:56px;border-radius:50%;justify-content:center;padding:0;border:0;background:var(--ll-accent);color:var(--ll-accent-fg);box-shadow:var(--ll-shadow)}
.badge{position:absolute;top:-4px;inset-inline-end:-4px;min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:#b91c1c;color:#fff;font-size:12px;font-weight:600;line-height:22px;text-align:center}
.panel{inset-inline-end:20px;bottom:88px;width:360px;max-width:calc(100vw - 40px);max-height:min(560px,calc(100vh - 112px));display:flex;flex-direction:column;background:var(--ll-bg);border:1px solid var(--ll-border);border-radius:var(--ll-radius);box-shadow:var(--ll-shadow);overflow:hidden}
.bar{display:flex;align-items:center;gap:4px;padding:8px;padding-inline-start:16px;border-bottom:1px solid var(--ll-border);background:var(--ll-surface)}
.bar h2{flex:1;font-weight:600}
.icon{border:0;background:none;padding:6px;justify-content:center}
.body{padding:16px;overflow:auto;display:flex;flex-direction:column;gap:12px}
.body h3{font-size:16px;font-weight:600}
.muted{color:var(--ll-muted)}
.choices{display:grid;gap:8px}
.choices button{width:100%;flex-direction:column;align-items:flex-start;gap:2px}
.choices small{color:var(--ll-muted);font-size:12px}
.primary{background:var(--ll-accent);color:var(--ll-accent-fg);border-color:var(--ll-accent);justify-content:center;font-weight:600}
label{display:flex;flex-direction:column;gap:4px;font-weight:500}
input,textarea{border:1px solid var(--ll-border);background:var(--ll-bg);padding:8px 10px;width:100%;font-weight:400}
textarea{min-height:96px;resize:vertical}
.error{color:var(--ll-locked)}
.highlight{pointer-events:none;outline:2px solid #1d4ed8;box-shadow:0 0 0 4px rgb(255 255 255/.9),0 0 0 6px rgb(15 23 42/.6);background:rgb(29 78 216/.2);border-radius:2px}
.tag{position:absolute;inset-inline-start:-2px;bottom:calc(100% + 6px);max-width:min(320px,90vw);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;padding:2px 8px;border-radius:4px;background:#1d4ed8;color:#fff;font:600 12px/18px var(--ll-font)}
.tag.inside{bottom:auto;top:4px;inset-inline-start:4px}
.hint{pointer-events:none;left:0;right:0;top:16px;margin-inline:auto;width:max-content;display:flex;align-items:center;gap:12px;max-width:calc(100vw - 32px);padding:10px;padding-inline-start:16px;background:var(--ll-bg);border:1px solid var(--ll-border);border-radius:var(--ll-radius);box-shadow:var(--ll-shadow)}
.hint button{pointer-events:auto}
.hint.faded{background:transparent;border-color:transparent;box-shadow:none}
.hint.faded>span{opacity:.2}
[hidden]{display:none!important}
.measuring .pin{pointer-events:none}
.pending ul{margin:4px 0 0;padding-inline-start:18px;display:grid;gap:2px}
.check{flex-direction:row;align-items:center;gap:8px;font-weight:400}
.check input{width:auto}
.pin{width:24px;height:24px;padding:0;border:2px solid #fff;border-radius:50%;justify-content:center;background:var(--ll-open);color:#fff;box-shadow:0 2px 6px rgb(0 0 0/.35)}
.pin.locked{background:var(--ll-locked)}
.pin.small{width:14px;height:14px;border-width:1px}
.pin.small svg{width:8px;height:8px}
.dialog{inset:50% auto auto 50%;transform:translate(-50%,-50%);width:400px;max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);overflow:auto}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:var(--ll-muted)}
dd{overflow-wrap:anywhere;white-space:pre-wrap}
[dir=rtl] .back svg{transform:scaleX(-1)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:no-preference){.panel{animation:ll-in .15s ease-out}@keyframes ll-in{from{opacity:0;translate:0 8px}}}`
}
