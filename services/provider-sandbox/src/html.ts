export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2328; margin: 0; }
  main { max-width: 520px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px 32px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  .banner { font-size: .8rem; color: #8a4b00; background: #fff4e0; border-radius: 6px; padding: 6px 10px; margin-bottom: 16px; }
  fieldset { border: 0; padding: 0; margin: 16px 0; }
  legend { font-weight: 600; margin-bottom: 8px; }
  label.identity { display: flex; gap: 12px; align-items: center; padding: 10px; border: 1px solid #d0d7de;
                   border-radius: 8px; margin-bottom: 8px; cursor: pointer; }
  label.identity img { width: 40px; height: 40px; border-radius: 50%; }
  .muted { color: #57606a; font-size: .9rem; }
  .actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 20px; }
  button { font-size: 1rem; padding: 8px 20px; border-radius: 6px; border: 1px solid #d0d7de; background: #fff; cursor: pointer; }
  button.primary { background: #1f6feb; border-color: #1f6feb; color: #fff; }
  table { border-collapse: collapse; width: 100%; }
  td, th { text-align: left; padding: 6px 8px; border-bottom: 1px solid #eaeef2; vertical-align: top; }
  code { background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
  input.text { font-size: 1rem; padding: 8px 10px; border: 1px solid #8c959f; border-radius: 6px; width: 100%; box-sizing: border-box; }
  label.field { display: block; font-weight: 600; margin: 16px 0 6px; }
  .price { font-size: 1.5rem; font-weight: 600; margin: 4px 0 8px; }
  .error { color: #a40e26; background: #ffebe9; border-radius: 6px; padding: 8px 10px; }
`;

export function htmlPage(title: string, body: string, options: { wide?: boolean } = {}): string {
  const width = options.wide ? '<style>main { max-width: 1000px; }</style>' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${width}
</head>
<body>
<main>
<div class="banner" role="note">Provider sandbox: a local stand-in for the real platform. Never used in production.</div>
${body}
</main>
</body>
</html>`;
}
