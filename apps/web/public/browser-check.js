// Internet Explorer 6-9 never runs the module bundle: send it to /notSupport and explain there.
(function () {
  if (!/MSIE [6-9]\./.test(navigator.userAgent)) return;
  if (location.pathname !== '/notSupport') {
    location.replace('/notSupport');
    return;
  }
  document.write(
    '<div style="margin:80px auto;max-width:560px;padding:24px;font:16px/1.8 sans-serif;text-align:center;border:1px solid #ffe58f;background:#fffbe6">' +
      '<h1 style="font-size:20px">建设行业企业信用管理平台</h1>' +
      '<p>您的浏览器版本过低，请使用 Chrome、Edge、Firefox 或 360 极速模式访问本平台。</p>' +
      '</div>'
  );
})();
