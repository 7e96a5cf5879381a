const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The local provider's sign-in page: a plain Chinese form posting `username` and `password`. */
export function signInPage({
  title,
  action,
  error,
  username,
}: {
  title: string;
  action: string;
  error?: string;
  username?: string;
}): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:"Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f0f2f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
form{background:#fff;padding:32px 40px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.1);width:320px}
h1{font-size:20px;margin:0 0 24px;text-align:center}
label{display:block;margin:12px 0 4px;color:#333}
input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #d9d9d9;border-radius:4px;font-size:14px}
button{margin-top:24px;width:100%;padding:10px;border:0;border-radius:4px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
.error{color:#cf1322;margin:0 0 8px}
</style>
</head>
<body>
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<h1>${escapeHtml(title)}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label for="username">用户名</label>
<input id="username" name="username" value="${escapeHtml(username ?? '')}" maxlength="60" required autofocus>
<label for="password">密码</label>
<input id="password" name="password" type="password" maxlength="200" required>
<button type="submit">登录</button>
</form>
</body>
</html>`;
}
