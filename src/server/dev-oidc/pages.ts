/**
 * HTML of the development issuer: plain forms, no script (our CSP allows none inline), so
 * the pages pass helmet's policy as they are.
 */
import { TEST_ACCOUNTS } from './test-accounts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fdf2f8;color:#111827;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:28px;max-width:420px;width:100%}
  h1{font-size:1.35rem;margin:0 0 4px}p{color:#4b5563;margin:0 0 20px;font-size:.95rem}
  .note{font-size:.8rem;color:#9d174d;background:#fce7f3;border-radius:8px;padding:8px 10px;margin-bottom:16px}
  .error{color:#b91c1c}
  button{display:flex;width:100%;align-items:center;gap:12px;text-align:left;border:1px solid #e5e7eb;background:#fff;border-radius:12px;padding:12px 14px;margin-bottom:10px;font:inherit;cursor:pointer}
  button:hover,button:focus-visible{border-color:#db2777;outline:none;background:#fdf2f8}
  .avatar{flex:none;width:40px;height:40px;border-radius:50%;background:#db2777;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
  .name{font-weight:600;display:block}.email{color:#6b7280;font-size:.85rem}
  .cancel{justify-content:center;color:#4b5563;border-style:dashed}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The "Choose a test account" page of an interaction. */
export function renderAccountChooser(uid: string, error?: string): string {
  const safeUid = encodeURIComponent(uid);
  const buttons = TEST_ACCOUNTS.map(
    (a) =>
      `<button type="submit" name="account" value="${escapeHtml(a.sub)}"><span class="avatar" aria-hidden="true">${escapeHtml(a.givenName[0]!)}</span><span><span class="name">${escapeHtml(`${a.givenName} ${a.familyName}`)}</span><span class="email">${escapeHtml(a.email)}</span></span></button>`,
  ).join('');
  return page(
    'Choose a test account',
    `<h1>Choose a test account</h1><p>to continue to Chaabi</p>
    <div class="note">Development sign-in: set OIDC_ISSUER and OIDC_CLIENT_ID for Google.</div>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/oidc/interaction/${safeUid}/login">${buttons}</form>
    <form method="post" action="/oidc/interaction/${safeUid}/abort"><button type="submit" class="cancel">Cancel</button></form>`,
  );
}

/** An error page of the issuer. */
export function renderIssuerError(error: string, description?: string): string {
  return page('Sign-in error', `<h1>Sign-in error</h1><p>${escapeHtml(description ?? error)}</p><p><a href="/">Back to Chaabi</a></p>`);
}
